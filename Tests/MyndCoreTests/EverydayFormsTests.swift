import Foundation
@testable import MyndCore
import Testing

/// Everyday ways of saying a goal or a task that no marker list holds word for word — new phrasings of each form,
/// written for these tests (not taken from any benchmark script), and the near misses that must stay as they were.
struct EverydayFormsTests {
    typealias Case = ClassifierFormsTests.Case

    static let goals: [Case] = [
        Case(text: "My aim this year is to swim a mile without stopping", type: .goal),
        Case(text: "our big dream is to buy a narrowboat", type: .goal),
        Case(text: "the plan is to move up to Leeds next spring", type: .goal),
        Case(text: "Hoping to get the promotion before the summer", type: .goal),
        Case(text: "um planning to redo the bathroom this year", type: .goal),
        Case(text: "what I want most is to finish my nursing degree", type: .goal, phrase: "finish my nursing degree"),
        Case(text: "I've set myself a goal of reading fifty books", type: .goal),
        Case(text: "working towards my black belt", type: .goal),
        Case(text: "Money goal: clear the overdraft", type: .goal, phrase: "clear the overdraft"),
        Case(text: "long term I want to buy a house with a garden", type: .goal),
        Case(text: "so yeah the big thing this year is getting the allotment going", type: .goal),
        Case(text: "aiming for a sub-two-hour half", type: .goal),
        Case(text: "i've always wanted to learn the cello", type: .goal),
        Case(text: "goal is to be debt free by forty", type: .goal),
        Case(text: "would be great to get the loft converted by summer", type: .goal),
        Case(text: "ideally I'd finish the shed before the winter", type: .goal),
        Case(text: "I'm gonna finally write that screenplay", type: .goal),
        Case(text: "Big one this year: get the garage turned into a gym", type: .goal),
        Case(text: "still really keen on doing the coast to coast walk", type: .goal),
        Case(text: "haven't given up on the allotment", type: .goal),
    ]
    static let tasks: [Case] = [
        Case(text: "make sure I send Tomasz the photos tonight", type: .action, phrase: "send Tomasz the photos tonight"),
        Case(text: "can't forget to renew the car tax", type: .action, phrase: "renew the car tax"),
        Case(text: "must not forget the swimming kit", type: .action, phrase: "the swimming kit"),
        Case(text: "don't let me forget Gran's hearing aid batteries", type: .action),
        Case(text: "better ring the garage before they close", type: .action, phrase: "ring the garage before they close"),
        Case(text: "I'm supposed to drop the keys at Ade's", type: .action),
        Case(text: "I'm meant to be collecting the kids at four", type: .action),
        Case(text: "I should probably text the babysitter", type: .action, phrase: "text the babysitter"),
        Case(text: "I owe Farida a call", type: .action),
        Case(text: "tomorrow: cancel the old phone contract", type: .action),
        Case(text: "first thing Monday ring the insurance company", type: .action),
        Case(text: "boiler - book the annual service", type: .action, phrase: "book the annual service"),
        Case(text: "remind me about the dentist on Friday", type: .action),
        Case(text: "note to self chase the refund", type: .action, phrase: "chase the refund"),
        Case(text: "Put oat milk on the shopping list", type: .action),
        Case(text: "I said I'd help Kemi move on Saturday", type: .action, phrase: "help Kemi move on Saturday"),
        Case(text: "Write to the council about the streetlight", type: .action),
        Case(text: "have a look at the gutter over the porch", type: .action),
        Case(text: "I need to have a word with Declan about the rota", type: .action),
        Case(text: "give Nana a ring on Sunday", type: .action),
        Case(text: "gonna pop into the post office tomorrow", type: .action),
        Case(text: "i need to like sort out the car insurance", type: .action, phrase: "sort out the car insurance"),
        Case(text: "going to ring the council in the morning", type: .action),
        Case(text: "ok so garage: get two quotes for the flooring", type: .action, phrase: "get two quotes for the flooring"),
        Case(text: "new running shoes for the 10k", type: .action),
        Case(text: "Goal: book a week in Crete", type: .goal),
        Case(text: "in a fortnight send the minutes to Gwen", type: .action),
        Case(text: "end of the month submit the expenses", type: .action),
        Case(text: "April 3rd at 2 pm collect the van", type: .action),
        Case(text: "the day after tomorrow return the hire car", type: .action),
        Case(text: "in 10 days pay the balance on the holiday", type: .action),
    ]
    static let nearMisses: [Case] = [
        Case(text: "The plan fell through in the end", type: .thought),
        Case(text: "my dream last night was so weird", type: .thought),
        Case(text: "make sure I'm eating properly this week", type: .thought),
        Case(text: "I'll probably be late tomorrow", type: .thought),
        Case(text: "If I get the job I'll move to Manchester", type: .thought),
        Case(text: "if it rains remind me to bring the washing in", type: .action),
        Case(text: "Sam owes me a tenner", type: .thought),
        Case(text: "tomorrow is going to be a long day", type: .thought),
        Case(text: "The kids - absolutely exhausted after the party", type: .thought),
        Case(text: "He said he'd call the plumber", type: .thought),
        Case(text: "Next thing: prep the slides for Monday", type: .action),
        Case(text: "would be great to see you", type: .thought),
        Case(text: "have a good weekend", type: .thought),
        Case(text: "I'm gonna be so tired tomorrow", type: .thought),
        Case(text: "the main thing is everyone's safe", type: .thought),
        Case(text: "Is the plan to meet at six?", type: .question),
        Case(text: "Going to Lisbon with Ana in June", type: .thought),
        Case(text: "New job for Sam starts in May", type: .thought),
        Case(text: "still feel rubbish about it", type: .thought),
        Case(text: "Time check: nearly midnight", type: .thought),
        Case(text: "in the loft there's a box of old photos", type: .thought),
        Case(text: "this morning was hard", type: .thought),
    ]

    @Test(arguments: goals + tasks + nearMisses)
    func classifies(_ c: Case) {
        c.check()
    }
}

