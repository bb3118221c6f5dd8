import Foundation
@testable import MyndCore
import Testing

/// A road named by its number is one place, the word and the number together; a city a transcript names with no cue is
/// the place when its name is nothing else; a language, a prayer's time, an app and a car are no places, whatever
/// preposition comes before them (issue 12). Sentences of no script.
struct RoadsUncuedPlacesAndNoPlacesTests {
    @Test(arguments: [
        ("Pick up the tiles at the yard on Route 28 before noon.", "route 28"),
        ("the tyre place out past route one twenty eight does it cheaper", "route one twenty eight"),
        ("Traffic on Highway 401 again, an hour late.", "highway 401"),
        ("two hours stuck on the I-95 coming back", "i-95"),
        ("we came off the M6 at Tebay for tea", "m6"),
    ])
    func aRoadIsItsWordAndNumber(_ text: String, _ road: String) {
        let places = EntityRecognizer.recognise(text).places.map { $0.lowercased() }
        #expect(places.contains(road), "\(text): \(places)")
        #expect(!places.contains(where: EntityRecognizer.numberedRoadWords.contains), "\(text): \(places)")
    }

    @Test(arguments: [
        ("nkechi says lagos is too loud to think in", "lagos"),
        ("somewhere cold this winter helsinki maybe if the fares drop", "helsinki"),
        ("price out chicago to belo horizonte for the twentieth", "belo horizonte"),
    ])
    func aCityWithNoCue(_ text: String, _ place: String) {
        let places = EntityRecognizer.recognise(text).places.map { $0.lowercased() }
        #expect(places.contains(place), "\(text): \(places)")
    }

    @Test(arguments: [
        "ask henderson about the fence before he goes",
        "the china cabinet came with the house",
        "a long beach walk would sort me out",
        "the route one takes through the glen is longer",
        "she sang a lullaby in punjabi and he went straight off",
        "my farsi is rusty but I got by",
        "ask uncle tariq at jummah about the van",
        "We'll eat after Maghrib, then the kids can open presents.",
        "Put the rota in the WhatsApp group tonight.",
        "sent him the photos on facebook",
        "The receipts are still in the Corolla.",
    ])
    func noPlace(_ text: String) {
        let places = EntityRecognizer.recognise(text).places
        #expect(places.isEmpty, "\(text): \(places)")
    }
}
