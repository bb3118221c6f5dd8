import Foundation
@testable import MyndCore
import Testing

/// What makes an aim said again the same aim: its subject, not a person, a date or a machine that works. New
/// phrasings written for these tests, each beside the near miss it must not be mistaken for.
struct RestatementSubjectTests {
    static func goal(_ content: String) -> Node {
        Node(type: .goal, content: content)
    }

    /// A person both name ("…by the time Sela finishes school", "make Sela's dress") says nothing of which aim is meant.
    @Test func aSharedPersonIsNoSharedSubject() {
        let dress = Self.goal("make Sela's graduation dress myself this year")
        let welsh = Self.goal("hold a real conversation in Welsh, not just bore da")
        let said = "Still want to speak Welsh properly by the time Sela finishes school."
        #expect(Rementions.restated(in: said, among: [dress, welsh], people: Rementions.personWords(["Sela"]))?.id == welsh.id)
    }

    /// A horizon many aims share ("this year", "next year") is no subject: "Thirty by next year is still on" names
    /// the reading goal by its count, not the ute by its year.
    @Test func aSharedHorizonIsNoSharedSubject() {
        let ute = Self.goal("the old ute is getting back on the road this year")
        let said = "Five down since the new year, still on track"
        #expect(Rementions.restated(in: said, among: [ute]) == nil)
    }

    /// "will be running", "how it runs": a machine working or a thing going on names no running; the speaker
    /// running does.
    @Test func aMachineRunningIsNoRun() {
        #expect(!Topics.of("The van will be running before Christmas").all.contains("run"))
        #expect(!Topics.of("went along to see how it runs").all.contains("run"))
        #expect(Topics.of("I'll be running the half in October").all.contains("run"))
        #expect(Topics.of("new running shoes for the half").all.contains("run"))
    }

    /// Two subject words shared with one open goal and no other are that goal, though nothing is named as known (a
    /// transcript's lower case and no "the"); one shared word by chance, or two shared with two goals, are not.
    @Test func twoSharedSubjectWordsNameTheGoal() {
        let greenhouse = Self.goal("get the polytunnel greenhouse built before the frosts")
        let choir = Self.goal("sing with the community choir at the christmas concert")
        #expect(Rementions.soleGoalSharing("polytunnel greenhouse up by october no matter what", among: [greenhouse, choir])?.id == greenhouse.id)
        // One word in common is chance.
        #expect(Rementions.soleGoalSharing("i want a greenhouse tomato glut next year", among: [greenhouse, choir]) == nil)
        // Two goals sharing two words each: which one is not guessed.
        let orchard = Self.goal("plant a polytunnel greenhouse orchard for the school")
        #expect(Rementions.soleGoalSharing("polytunnel greenhouse up by october no matter what", among: [greenhouse, orchard, choir]) == nil)
        // The act is no subject: the front fence is not the back fence, though both are repainted.
        let fence = Self.goal("I want to repaint the back fence")
        #expect(Rementions.soleGoalSharing("I want to repaint the front fence", among: [fence, choir]) == nil)
        #expect(Rementions.actWord("I want to repaint the back fence") == "repaint")
        #expect(Rementions.actWord("polytunnel greenhouse up by october no matter what") == nil)
        // People and places are who and where, not what.
        let visit = Self.goal("visit maria in london at easter")
        #expect(Rementions.soleGoalSharing("take maria round london zoo one day", among: [visit, choir]) == nil)
    }
}
