import Foundation
@testable import MyndCore
import Testing

/// Places no list knows, as a lower-case transcript says them (issue 12): a word of no list after "in", "near" or
/// "outside" with a verb after it ("her church in wythenshawe runs…"), and a venue named by such words before its kind
/// ("at kirkstall abbey", "the tollcroft leisure centre"); and a form's code said with its hyphen ("N-400") as one
/// subject word. Sentences of no script, with their near misses.
struct UnlistedPlacesInTranscriptsTests {
    @Test(arguments: [
        ("his brother in ballykeeran says the roads are shut", "ballykeeran"),
        ("we were sat in the van near glenmornan waiting for the tow", "glenmornan"),
        ("the chippy in drumnadrochit is closing for good", "drumnadrochit"),
        ("the physio outside tullyhogue reckons its a tear", "tullyhogue"),
        // A venue named by words no list knows before its kind.
        ("book the kids swimming lessons at the tollcroft leisure centre on saturdays", "tollcroft leisure centre"),
        ("the harriers meet at rothwaite abbey on tuesday nights", "rothwaite abbey"),
        ("lunch in glenbarra park if the rain holds off", "glenbarra park"),
        ("get her a card at the dunmurry library over the holidays", "dunmurry library"),
    ])
    func anUnlistedPlace(_ text: String, _ place: String) {
        let found = recognised(text)
        #expect(found.places == [place], "\(text): \(found)")
        #expect(found.people.isEmpty, "\(text): \(found)")
    }

    @Test(arguments: [
        // A business's name goes on in a noun after "at"; an account or app keeps things "in" it.
        "get the tyres done at kwik fit tomorrow",
        "theres a pot for tax in monzo growing nicely",
        // Words that are English, however rare, or a plural or a possessive said without its apostrophe.
        "the cat was asleep in the airing cupboard",
        "the keys are in kylas bag somewhere",
        // Capitals mean typed text, which would have written the name with one.
        "Her notes in obsidian says otherwise",
        // The kind's word after everyday words says which kind, not which place.
        "book a lane at the swimming pool for saturday",
        "walk the dog round the dog park before work",
        "return the books at the public library by friday",
        // A kind named for where it is or whose it is: the pub in a town, someone's house.
        "a drink at the glenbarra pub after work",
        "im walking into femis house on my own two feet",
    ])
    func noPlace(_ text: String) {
        #expect(recognised(text).places.isEmpty, "\(text): \(recognised(text))")
    }

    @Test func aFormsCodeIsOneSubjectWord() {
        #expect(Rementions.words("N-400: pay the fee online").contains("n400"))
        #expect(Rementions.words("get the DS-160 done this week").contains("ds160"))
        #expect(Rementions.subjectWords(Rementions.words("mail the n-400 by friday")).contains("n400"))
        // A word before the hyphen, or more than two letters, is no code: "2-to-3 hours", "a sub-2 half".
        #expect(!Rementions.words("2-to-3 hours a night").contains("to3"))
        #expect(Rementions.words("a sub-2 half this spring").contains("sub"))
    }
}
