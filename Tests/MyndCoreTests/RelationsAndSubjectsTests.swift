import Foundation
@testable import MyndCore
import Testing

/// Who is someone and what has happened, as the twenty-third stop's scripts showed the rules getting wrong (issue 12):
/// a mother's, father's or grandparent's word in another language said alone is the relation, as "Mum" is; a word no
/// list knows opening a sentence that then speaks of "he" or "she" is someone; an everyday first name before a verb of
/// saying is someone; an everyday word the name lists also hold ("till", "lovely", "wind") is no one; a diary's
/// sentence opening with a past form, or a regular past done to something, tells what happened, not an occasion to
/// come. Sentences of no script.
struct RelationsAndSubjectsTests {
    private static func people(_ text: String) -> [String] {
        EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0.lowercased()).replacingOccurrences(of: ".", with: "") }
    }

    @Test(arguments: [
        "Amma wants dosa for breakfast again.",
        "baba never wrote a single recipe down",
        "Emama's visa interview went fine.",
        "abbu says the shop can wait",
        "Nonna keeps asking about the wedding.",
        "took ammachi to the eye clinic",
        "Yiayia would have loved the garden this year.",
        // A relation after "my" stays the relation too.
        "my appa used to fix radios",
        // In a transcript: before a verb only people do, or owning a person's thing without its apostrophe.
        "amma keeps asking about the house in jaffna",
        "pick up ammas eye drops from the pharmacy tomorrow",
    ])
    func aRelationAloneIsNoNewPerson(_ text: String) {
        let found = Self.people(text)
        #expect(found.isEmpty, "\(text): \(found)")
    }

    @Test(arguments: [
        // A relation after a verb of contact, or before a name (the title is part of it).
        ("call oma about the garden tonight", "oma"),
        ("Nonna Pina is making the sauce", "nonna pina"),
        // A word no list knows (or a small town only) opening the sentence, then "he" or "she".
        ("Tharshan is asleep on the sofa with his boots on.", "tharshan"),
        ("Ilakkiya texted that she missed the bus.", "ilakkiya"),
        // An everyday first name before a verb of saying.
        ("Frank says he can cover the Sunday shift.", "frank"),
        ("Grace rang about the fence.", "grace"),
    ])
    func someone(_ text: String, _ name: String) {
        let found = Self.people(text)
        #expect(found.contains(name), "\(text): \(found)")
    }

    @Test(arguments: [
        // A firm or an app is "it", and says nothing of "he" or "she".
        "Stravo says my pace is down this month.",
        // A number said in words is no one, "she" or not.
        "Sixty-three years old and she has never seen the sea.",
        // An everyday word the name lists hold too.
        "Till: $1,380 today and the card machine died.",
        "we stood there twenty minutes till the ambulance came",
        "Wind all day and dust in everything.",
        "Mr Lim says the agent comes Tuesday. Lovely.",
        "Mark the date.",
    ])
    func noOneNew(_ text: String) {
        let found = Self.people(text)
        #expect(!found.contains { ["stravo", "sixty-three", "sixty three", "till", "wind", "lovely", "mark"].contains($0) }, "\(text): \(found)")
    }

    @Test func theEverydayWordsAreListed() {
        for word in ["till", "lovely", "wind", "snow", "sunshine", "um"] {
            #expect(Gazetteers.commonWordNames.contains(word), "\(word)")
        }
        // Virtue names are left to their capital.
        #expect(!Gazetteers.commonWordNames.contains("precious"))
    }

    @Test(arguments: [
        // A diary's sentence that drops its subject and opens with a past form.
        "played the whole game on saturday all four quarters and i didnt die",
        "Submitted the forms Friday. Now we wait.",
        // A regular past done to something, or said straight before the day.
        "selam poured the coffee for the first time today and spilled half of it",
        "Citizenship application submitted Friday. The number ends in 4471.",
    ])
    func toldAsDone(_ text: String) {
        #expect(EventCue.isToldAsPast(text), "\(text)")
    }

    @Test(arguments: [
        // Still to come: a past participle of a feeling or a plan, a form put ahead by "to be" or "gets".
        "Excited for the recital on Saturday",
        "the new sofa gets delivered Friday",
        "the parcel is to be collected Friday",
        "Booked the hall for Saturday",
        "Party Saturday at Jo's",
    ])
    func stillToCome(_ text: String) {
        #expect(!EventCue.isToldAsPast(text), "\(text)")
    }
}
