import Foundation
@testable import MyndCore
import Testing

/// People said with what only a person does ("Hassan reckons…", where Hassan is also a town the lists know); a first
/// name with a family title said after it in a transcript ("jaswinder bhaji", "kuldeep masi"); a grandparent's title
/// of Eastern Europe before the name ("dido petro", and "dido petros eightieth", the possessive dropped before a
/// birthday); a transcript's "'s" for "is" or "has" without its apostrophe ("gwens making soup"); a savings pot named
/// by what the money is for ("Ute fund"), which is no one; and the place a dated note names between its breaks
/// ("— Wednesday 9 April, 8pm, Tolcarne.", "…, the Drovers, Saturday at 9.") (issue 12). Sentences of no script; the
/// near misses keep what the rules must not take.
struct TranscriptKinAndNoteSlotTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // A verb of saying, promising or feeling after a name makes it someone, even a name that is also a town.
        Case(text: "Hassan reckons the job will be done by Easter.", people: ["Hassan"], places: []),
        Case(text: "tamsin reckons we should rent first and save from there", people: ["Tamsin"]),
        Case(text: "Priya promised she would bring the cake.", people: ["Priya"]),
        Case(text: "We drove through Hassan on the way to Mysore.", people: [], places: ["Hassan", "Mysore"]),
        // A family title after a first name, in a transcript.
        Case(text: "jaswinder bhaji reckons the fares go up in march", people: ["Jaswinder Bhaji"]),
        Case(text: "kuldeep masi says she can mind the baby friday", people: ["Kuldeep Masi"]),
        Case(text: "baljit bhaji does flights through his agency", people: ["Baljit Bhaji"]),
        Case(text: "get an onion bhaji with the curry tonight", people: []),
        // An Eastern European or Hebrew grandparent's title before the name.
        Case(text: "remind me to call dido petro tomorrow about his surgery", people: ["Dido Petro"]),
        Case(text: "the toast at dido petros eightieth has to be in ukrainian", people: ["Dido Petro"]),
        Case(text: "Savta Rivka's soup recipe is in the blue folder.", people: ["Savta Rivka"]),
        // A savings pot named by what it is for, though the word is also a first name.
        Case(text: "Ute fund: $9k by the end of the year.", people: []),
        Case(text: "Ute account has $1,200 in it now.", people: []),
        Case(text: "Priya's fund for the trip is growing.", people: ["Priya"]),
        // A transcript's "'s" for "is" or "has" without its apostrophe, before a verb's form.
        Case(text: "gwens making soup for everyone tonight", people: ["Gwen"]),
        Case(text: "dafydds been on at me to ring him for a month", people: ["Dafydd"]),
        Case(text: "nias first recital is on the ninth", people: ["Nia"]),
        Case(text: "the jeans got ripped again at the knee", people: []),
        Case(text: "the news got worse after lunch", people: []),
        // A dated note's where: a name no list knows alone between its breaks, or any name after "the".
        Case(text: "Band practice — Wednesday 9 April, 8pm, Tolcarne.", places: ["Tolcarne"]),
        Case(text: "Aled's leaving do — Friday the 12th, 6pm, the Old Tannery.", people: ["Aled"], places: ["Old Tannery"]),
        Case(text: "Ffion's thirtieth, the Drovers, Saturday at 9.", people: ["Ffion"], places: ["Drovers"]),
        Case(text: "Coffee with the team — Tuesday 10am, Priya.", people: ["Priya"], places: []),
        Case(text: "Priya's tomatoes: water Tue, Thu, Sat.", people: ["Priya"], places: []),
        Case(text: "Shopping tonight: oats, Marmite, stamps.", places: []),
        Case(text: "Savings slipping. Realistically, under 5k by June is fine.", places: []),
        // A transcript's commas make slots of anything: the where sits beside the when, after no "the" opening a sentence.
        Case(text: "The Needle Course, I'm sitting the exam in June.", places: []),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) { c.check() }
}
