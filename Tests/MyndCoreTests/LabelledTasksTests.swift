import Foundation
@testable import MyndCore
import Testing

/// A note that names what it is about, then the task (issue 12): "Blanket: finish the border Thursday night." Near
/// misses: a label before a report or a count ("Skoal: nine days clean"), before a wish, and a day as the label
/// (read by the date rules, not here).
struct LabelledTasksTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "Quilt: finish the binding Sunday night.", type: .action, phrase: "finish the binding Sunday night"),
        Case(text: "Car: book the MOT before the 20th", type: .action),
        Case(text: "Garden: plant the garlic this weekend", type: .action),
        // Near misses.
        Case(text: "Vaping: nine days clean.", type: .thought),
        Case(text: "Garden: looking great after the rain", type: .thought),
        Case(text: "Kitchen: worse than ever after the leak", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}
