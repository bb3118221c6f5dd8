import Testing
@testable import MyndVoice

@Suite("SentenceSplitter")
struct SentenceSplitterTests {
    @Test("Whole texts split as the table says", arguments: SentenceSplitterCases.table)
    func table(input: String, expected: [String]) {
        #expect(SentenceSplitter.split(input) == expected)
    }

    @Test("The table has at least 80 cases")
    func tableSize() {
        #expect(SentenceSplitterCases.table.count >= 80)
    }

    @Test("Streaming one character at a time gives the same units as the whole text")
    func characterStreaming() {
        for (input, expected) in SentenceSplitterCases.table {
            var splitter = SentenceSplitter(earlyFirstUnit: false)
            var units: [String] = []
            for character in input { units += splitter.feed(String(character)) }
            units += splitter.finish()
            #expect(units == expected, "streaming \(input.debugDescription)")
        }
    }

    @Test("Streaming in word-sized tokens gives the same units")
    func tokenStreaming() {
        for (input, expected) in SentenceSplitterCases.table {
            var splitter = SentenceSplitter(earlyFirstUnit: false)
            var units: [String] = []
            var piece = ""
            for character in input {
                if character == " ", !piece.isEmpty { units += splitter.feed(piece); piece = "" }
                piece.append(character)
            }
            units += splitter.feed(piece) + splitter.finish()
            #expect(units == expected, "tokens of \(input.debugDescription)")
        }
    }

    @Test("With the early first unit on, streamed tokens still say every word, in order")
    func earlyKeepsText() {
        for (input, expected) in SentenceSplitterCases.table {
            var splitter = SentenceSplitter()
            var units: [String] = []
            var piece = ""
            for character in input {
                if character == " ", !piece.isEmpty { units += splitter.feed(piece); piece = "" }
                piece.append(character)
            }
            units += splitter.feed(piece) + splitter.finish()
            let words = { (texts: [String]) in texts.joined(separator: " ").split(whereSeparator: \.isWhitespace) }
            #expect(words(units) == words(expected), "early units of \(input.debugDescription): \(units)")
            #expect(units.count >= expected.count)
        }
    }

    @Test("A sentence is released as soon as the next sentence's first letter arrives")
    func noHolding() {
        var splitter = SentenceSplitter(earlyFirstUnit: false)
        #expect(splitter.feed("Hello there world.").isEmpty)
        #expect(splitter.feed(" ").isEmpty)
        #expect(splitter.feed("T") == ["Hello there world."])
        #expect(splitter.finish() == ["T"])
    }

    @Test("After an ambiguous abbreviation the splitter waits for the next word, then decides")
    func ambiguousWaitsForWord() {
        var splitter = SentenceSplitter(earlyFirstUnit: false)
        #expect(splitter.feed("We met at 5 p.m. Th").isEmpty)
        #expect(splitter.feed("en").isEmpty)
        #expect(splitter.feed(" we") == ["We met at 5 p.m."])
    }

    @Test("The first unit is released at a clause once it is long enough")
    func earlyClause() {
        var splitter = SentenceSplitter()
        #expect(splitter.feed("Sure,").isEmpty)
        let units = splitter.feed(" I looked at the notes you left on Tuesday, and")
        #expect(units == ["Sure, I looked at the notes you left on Tuesday,"])
        // Only the first unit: later commas wait for the sentence end.
        #expect(splitter.feed(" the garden project, which is long overdue, needs work").isEmpty)
        #expect(splitter.feed(". Next") == ["and the garden project, which is long overdue, needs work."])
        #expect(splitter.finish() == ["Next"])
    }

    @Test("A short first clause is not cut")
    func shortClauseKept() {
        var splitter = SentenceSplitter()
        #expect(splitter.feed("Yes, I can.").count == 1)
        var other = SentenceSplitter()
        #expect(other.feed("Well, maybe").isEmpty)
        #expect(other.finish() == ["Well, maybe"])
    }

    @Test("The first sentence ends without waiting for the next token after a plain word")
    func eagerFirstSentence() {
        var splitter = SentenceSplitter()
        #expect(splitter.feed("Got it.") == ["Got it."])
        #expect(splitter.feed(" Dr.").isEmpty)
        #expect(splitter.feed(" Smith called.").isEmpty)
        #expect(splitter.finish() == ["Dr. Smith called."])
        var question = SentenceSplitter()
        #expect(question.feed("Really?") == ["Really?"])
        #expect(question.feed("! Yes") == [])
        #expect(question.finish() == ["Yes"])
    }

    @Test("The eager rule does not fire after abbreviations, initials or numbers")
    func eagerGuards() {
        for text in ["Call Dr.", "Meet J.", "It costs $3.", "Go to 5 p.m.", "Wait..."] {
            var splitter = SentenceSplitter()
            #expect(splitter.feed(text).isEmpty, "\(text)")
        }
    }

    @Test("A code block never reaches the output, even while it is still streaming")
    func codeBlockStreaming() {
        var splitter = SentenceSplitter()
        var units: [String] = []
        for piece in ["Try this:\n", "```", "bash\n", "echo hi. Done, then more words to make it long,", "\n``", "`\n", "All good."] {
            units += splitter.feed(piece)
        }
        units += splitter.finish()
        #expect(units == ["Try this:", "All good."])
    }

    @Test("reset forgets a half sentence")
    func reset() {
        var splitter = SentenceSplitter()
        _ = splitter.feed("Half a sent")
        splitter.reset()
        #expect(splitter.feed("New one. X") == ["New one."])
    }

    // MARK: - A short first unit for engines that make whole units (Piper)

    /// Feeds `text` whole (the first sentence is complete) and returns the units, the last ones at `finish`.
    private func units(_ text: String, above limit: Int = 80) -> (first: [String], all: [String]) {
        var splitter = SentenceSplitter(shortFirstUnitAbove: limit)
        let first = splitter.feed(text)
        return (first, first + splitter.feed("") + splitter.finish())
    }

    @Test("A long complete first sentence starts at its first clause; the words are all said, in order")
    func shortFirstUnitAtClause() {
        let text = "We moved the harvest supper to the village hall on Saturday evening, and Ines will bring the cider. "
        let (first, all) = units(text)
        #expect(first.first == "We moved the harvest supper to the village hall on Saturday evening,")
        #expect(all.joined(separator: " ").split(separator: " ") == text.split(separator: " "))
    }

    @Test("Without a comma, a long first sentence is cut before a conjunction, never in the first six words")
    func shortFirstUnitAtConjunction() {
        let text = "Tariq asked me to look over the quarterly figures for the bakery because the accountant is away next week. "
        let (first, all) = units(text)
        #expect(first.first == "Tariq asked me to look over the quarterly figures for the bakery")
        #expect(all.count == 2)
        #expect(all.last == "because the accountant is away next week.")
    }

    @Test("A first clause that is itself long is cut before a conjunction inside it")
    func shortFirstUnitInsideLongClause() {
        let text = "Marguerite wants the kitchen tiles ordered this week because the fitter starts on the ninth of March, not later. "
        let (first, all) = units(text)
        #expect(first.first == "Marguerite wants the kitchen tiles ordered this week")
        #expect(all.joined(separator: " ").split(separator: " ") == text.split(separator: " "))
    }

    @Test("Failing a clause or a conjunction, the cut is before the last preposition within the budget")
    func shortFirstUnitAtPreposition() {
        let text = "Remember the blue folder with the signed tenancy agreement for the flat on Mill Road tomorrow. "
        let (first, all) = units(text, above: 75)
        #expect(first.first == "Remember the blue folder with the signed tenancy agreement for the flat")
        #expect(all.last == "on Mill Road tomorrow.")
        // A bigger budget (a faster engine) keeps more of the sentence in the first unit.
        #expect(units(text, above: 100).first == [String(text.dropLast())])
    }

    @Test("Short first sentences, sentences with no place to cut, and later sentences are said whole")
    func shortFirstUnitLeavesTheRest() {
        #expect(units("Sure, I can do that. ").all == ["Sure, I can do that."])
        let uncuttable = "Everyone agreed the new cleaning rota works much better than the old rota did last spring. "
        #expect(units(uncuttable).first == [String(uncuttable.dropLast())])
        let second = "Noted. The second sentence here is long enough to be cut, and yet it is not the first one at all. "
        #expect(units(second).all == ["Noted.", "The second sentence here is long enough to be cut, and yet it is not the first one at all."])
    }

    @Test("Streamed token by token, the short first unit keeps every word in order")
    func shortFirstUnitStreaming() {
        for (input, expected) in SentenceSplitterCases.table {
            var splitter = SentenceSplitter(shortFirstUnitAbove: 40)
            var units: [String] = []
            var piece = ""
            for character in input {
                if character == " ", !piece.isEmpty { units += splitter.feed(piece); piece = "" }
                piece.append(character)
            }
            units += splitter.feed(piece) + splitter.finish()
            let words = { (texts: [String]) in texts.joined(separator: " ").split(whereSeparator: \.isWhitespace) }
            #expect(words(units) == words(expected), "short-first units of \(input.debugDescription): \(units)")
        }
    }
}

