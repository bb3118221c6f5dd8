import Foundation
@testable import MyndCore
import Testing

/// What a lower-case transcript says of people without the cues typed text gives: a negative after the name ("mei
/// hasnt called"), a payment to them ("paid tommy"), a possessive without its apostrophe on a name frequent only as a
/// name ("chloes passport", "kenneths auntie"), a name after a friend or mate ("his friend ethan"), a two-letter
/// surname ("jenny ho"), a surname that is an everyday word before what the person does ("doctor park never closes")
/// or before their thing ("doctor parks anniversary"); a relative's name that is a month or a modal verb ("Auntie
/// May"); "Ruby" on a person's cue; and congregations named by their movement or hall ("Grace Alliance"), sayings and
/// venues a transcript capitalises ("Rain or Shine", "Royal Jade"), which are no one (issue 12). Sentences of no
/// script.
struct TranscriptNamesAndCongregationsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "rosalind hasnt called since the wedding", people: ["Rosalind"]),
        Case(text: "i dont know why rosalind doesnt answer", people: ["Rosalind"]),
        Case(text: "still havent paid tommy back for the tickets", people: ["Tommy"]),
        Case(text: "finally did chloes passport renewal", people: ["Chloe"]),
        Case(text: "dropped off ethans football boots at school", people: ["Ethan"]),
        Case(text: "ask jenny ho at the bank about the loan", people: ["Jenny Ho"]),
        Case(text: "kenneths auntie is ninety one now", people: ["Kenneth"]),
        Case(text: "she came with her friend ethan so it was fine", people: ["Ethan"]),
        Case(text: "my mate dave is driving us up", people: ["Dave"]),
        Case(text: "one of them is mrs kims grandson", people: ["Mrs. Kim"]),
        Case(text: "doctor parks anniversary dinner was lovely", people: ["Dr. Park"]),
        Case(text: "meet wei wu tomorrow for lunch", people: ["Wei Wu"]),
        Case(text: "doctor park never closes the office on snow days", people: ["Dr. Park"]),
        Case(text: "the course doctor wood keeps mentioning", people: ["Dr. Wood"]),
        Case(text: "Banquet went well and Auntie May only cried twice.", people: ["Auntie May"]),
        Case(text: "We saw Uncle Will at the market.", people: ["Uncle Will"], places: []),
        Case(text: "Ask Uncle Fung at Grace Alliance on Sunday.", people: ["Uncle Fung"], places: ["Grace Alliance"]),
        Case(text: "Dropping the food at Bethel Tabernacle tomorrow.", places: ["Bethel Tabernacle"]),
        Case(text: "Volunteer at Hope Fellowship this week.", projects: ["Hope Fellowship"]),
        // A transcript capitalises sayings and venues: a name that is an everyday word inside one is no one.
        Case(text: "Every morning around the reservoir, Rain or Shine.", places: []),
        Case(text: "Dinner booked at Golden Rose for the anniversary.", places: ["Golden Rose"]),
        // A dated note's where, of two words, is a place (NoteSlotNamesOfSeveralWordsTests).
        Case(text: "Banquet, Royal Jade, Saturday 6pm.", places: ["Royal Jade"]),
        Case(text: "Lunch with Grace and Oliver on Sunday", people: ["Grace", "Oliver"]),
        Case(text: "Ask Grace about the van", people: ["Grace"]),
        // A first name the not-people list holds for a programming language is someone on a person's cue.
        Case(text: "Lunch with Ruby and Pearl on Sunday", people: ["Ruby", "Pearl"]),
        Case(text: "Ruby said she can come", people: ["Ruby"]),
        Case(text: "learn Ruby this year"),
        Case(text: "Python and Ruby are both fine"),
        Case(text: "pair with Ruby on Rails devs"),
        Case(text: "AI says no"),
        // Near misses: a negative after an everyday word, the doctor's things, a title before a month, a word after "ho".
        Case(text: "the bill doesnt include the tip"),
        Case(text: "my doctor appointment is at nine"),
        Case(text: "the doctor never called back"),
        Case(text: "see you in May at the wedding"),
        Case(text: "paid rent and the gas bill"),
        Case(text: "my friend from work is coming"),
        Case(text: "the doctor visits dropped off this year"),
        Case(text: "the parade for st davids day is on sunday"),
        Case(text: "parking on simons lane again tonight", places: ["Simons Lane"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) { c.check() }
}
