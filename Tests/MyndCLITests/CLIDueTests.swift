import Foundation
import Testing

/// `mynd due` end to end: dates said to the offline `mynd ask` come back soonest first, with their due column.
@Suite(.timeLimit(.minutes(1))) struct CLIDueTests {
    func json(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func listsWhatIsDueSoonestFirst() throws {
        let home = try MyndHome()
        defer { home.cleanup() }
        #expect(try home.run(["due"]).status == 1)  // nothing due yet: no results
        for text in ["Need to renew the car insurance in two weeks", "Call the dentist tomorrow",
                     "Dinner with Maya on 2099-01-05 at seven", "I want to learn Portuguese"] {
            let result = try home.run(["ask", "--no-speak", text])
            #expect(result.status == 0, "stderr: \(result.stderr)")
        }
        let due = try json(try home.run(["due", "--json"]).stdout)
        #expect(due.map { $0["content"] as? String } == [
            "Call the dentist tomorrow", "Need to renew the car insurance in two weeks", "Dinner with Maya on 2099-01-05 at seven",
        ])
        #expect(due.map { $0["type"] as? String } == ["action", "action", "event"])
        #expect((due.last?["due"] as? String) == "2099-01-05T19:00")
        #expect(try json(try home.run(["due", "--within", "3", "--json"]).stdout).count == 1)
        // Plain output (not a terminal): the due column sits between the state and the content.
        let plain = try home.run(["due"]).stdout
        #expect(plain.contains("\topen\t2099-01-05T19:00\tDinner with Maya on 2099-01-05 at seven"), "\(plain)")
        // `mynd goals` shows a goal's due date when it has one.
        #expect(try home.run(["ask", "--no-speak", "Goal: finish the quilt by 2099-03-01"]).status == 0)
        #expect(try home.run(["goals"]).stdout.contains("\topen\t2099-03-01\tGoal: finish the quilt by 2099-03-01"))
    }
}
