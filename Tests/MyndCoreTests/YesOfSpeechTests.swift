import Foundation
@testable import MyndCore
import Testing

/// A request said yes to in everyday speech ("and i said yeah sure", "told her sure"), and a request put in the asker's
/// own words ("asked could i…"), is the speaker's task (issue 12).
/// Sentences of no script.
struct YesOfSpeechTests {
    @Test(arguments: [
        "coach asked if i can drive the minibus on saturday and i said yeah sure",
        "Dana asked me to cover her Thursday shift. Told her sure.",
        "mum asked if i could do the school run tomorrow i said ok",
        // The question in the asker's own words.
        "dev asked could i cover the late shift on friday and i said yes",
        "the coach asked me can i run the raffle on sunday, told her sure",
    ])
    func accepted(_ text: String) {
        #expect(UtteranceClassifier.acceptedRequest(text) != nil, "\(text)")
    }

    @Test(arguments: [
        "coach asked if i can drive the minibus on saturday and i said no",
        "i said yeah the weather was awful",
    ])
    func notAccepted(_ text: String) {
        #expect(UtteranceClassifier.acceptedRequest(text) == nil, "\(text)")
    }
}
