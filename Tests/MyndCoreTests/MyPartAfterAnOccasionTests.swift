import Foundation
@testable import MyndCore
import Testing

/// The speaker's part in an occasion just told — after a comma, or after "and" as a transcript writes it when the
/// occasion's day is said, with whom they drive or pick up by name, or what they order — is a task; an aim carried on
/// with "and I'm going to" stays one aim (issue 12). Sentences of no script.
struct MyPartAfterAnOccasionTests {
    @Test(arguments: [
        ("the school fair is saturday at one at st brigids and im bringing the flapjacks", "bringing the flapjacks"),
        ("Sports day — Friday 9th, 1pm. I'm picking Amara up straight after.", "picking amara up"),
        ("Eid dinner at ours on Sunday. I'm ordering the lamb from Halal Meats on Fore Street.", "ordering the lamb"),
        ("the polling station opens tuesday at seven at the library and im driving nana ruth there at ten", "driving nana ruth"),
    ])
    func thePartIsATask(_ text: String, _ task: String) {
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.actions.contains { $0.lowercased().contains(task) }, "\(text): \(filed.actions)")
        #expect(filed.goals.isEmpty, "\(text): \(filed.goals)")
    }

    @Test func anAimCarriedOnIsOneAim() {
        let text = "i want to get my welsh up to conversation level this year and im going to do ten minutes every day"
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.goals.count == 1, "\(filed.goals)")
        #expect(filed.actions.isEmpty, "\(filed.actions)")
    }

    @Test func anAimWithADayAndAPartStaysOneAim() {
        let filed = OfflineExtractor().extract("i want the whole family at ours for eid on the tenth and im taking the week off", known: [])
        #expect(filed.goals.count == 1, "\(filed.goals)")
        #expect(filed.actions.isEmpty, "\(filed.actions)")
    }

    @Test(arguments: [
        "the kids are off school next week and im dreading it",
        "the boiler packed in again and im freezing",
    ])
    func aFeelingAfterAndIsNoTask(_ text: String) {
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.actions.isEmpty && filed.goals.isEmpty, "\(text): \(filed.actions) \(filed.goals)")
    }
}
