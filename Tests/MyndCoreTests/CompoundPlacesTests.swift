import Foundation
@testable import MyndCore
import Testing

/// Places named by how their names are built (issue 12): hyphenated compounds of a saint, a mount, a lake or a point,
/// or joined by a particle, typed or said without hyphens; towns the lists spell with hyphens, said with spaces; a town
/// listed after a town; and a first name alone after "in". Near misses: hyphenated first names, a surname of that
/// shape after a first name, a rule named with hyphens, and "in" before someone one confides in.
struct CompoundPlacesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Kev's bringing coffee, which means it'll be cold by Pointe-Saint-Charles.", people: ["Kev"], places: ["Pointe-Saint-Charles"]),
        Case(text: "Félix took a hit Saturday. Sainte-Justine till 02:00.", people: ["Félix"], places: ["Sainte-Justine"]),
        Case(text: "the brasserie on Notre-Dame in Saint-Henri", places: ["Notre-Dame", "Saint-Henri"]),
        Case(text: "Shins are screaming after the hills on Mont-Royal.", places: ["Mont-Royal"]),
        Case(text: "We drove up to Stoke-on-Trent for the match.", places: ["Stoke-on-Trent"]),
        Case(text: "Parents' evening, Notre Dame — Wednesday 13th, 6:40.", places: ["Notre Dame"]),
        // Said without hyphens.
        Case(text: "he wants to go ice fishing on lac saint jean with his brother", places: ["Lac-Saint-Jean"]),
        Case(text: "the parking lot at notre dame des sept douleurs sunday morning", places: ["Notre-Dame-des-Sept-Douleurs"]),
        Case(text: "a poutine in saint sauveur on the way home", places: ["Saint-Sauveur"]),
        // A town listed after a town, and a first name alone after "in".
        Case(text: "a résidence in lasalle or verdun before another winter", places: ["Lasalle", "Verdun"]),
        Case(text: "Cabane in Rigaud: Papa ate three plates.", places: ["Rigaud"]),
        // A campus named for its place, typed or said.
        Case(text: "IP course: University of Bradford, January intake.", places: ["University of Bradford"]),
        Case(text: "tolus open day at the university of leeds is saturday", people: ["Tolu"], places: ["University of Leeds"]),
        // Streets whose word comes first.
        Case(text: "Garden: a plot at the jardin communautaire on Rue Rielle this year.", places: ["Rue Rielle"]),
        Case(text: "Georges slid down his own steps on Rue de l'Église.", people: ["Georges"], places: ["Rue de l'Église"]),
        Case(text: "the dépanneur on boulevard saint laurent closes at ten", places: ["Boulevard Saint Laurent"]),
        // A name ends on a name's word, not on a particle: "del" before a word that is not the street's.
        Case(text: "We found the flat on Calle Mayor del centro, by the market.", places: ["Calle Mayor"]),
        // Near misses.
        Case(text: "Calle Johansson called about the invoice.", people: ["Calle Johansson"]),
        Case(text: "I rue the day I said yes"),
        Case(text: "Rang Shona. She's in."),
        Case(text: "the university of life taught me that"),
        Case(text: "La-Toya and Jean-Luc came round.", people: ["La-Toya", "Jean-Luc"]),
        Case(text: "Marie Saint-Pierre called about the quote.", people: ["Marie Saint-Pierre"]),
        Case(text: "Phone-in-the-drawer: two nights out of seven."),
        Case(text: "the lac was frozen solid"),
        Case(text: "I confided in Priya about the job.", people: ["Priya"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
