import Easel
import EaselGraphics
import Foundation
import Testing

/// Bold Text: a `legibilityWeight` of `.bold` draws system fonts one weight heavier with
/// UIKit's mapping, in preferred fonts and labels, without changing a label's `font`.
@MainActor
@Suite struct BoldTextTests {
    @Test func eachSystemWeightTakesUIKitsHeavierWeight() {
        let mapping: [(Font.Weight, Font.Weight)] = [
            (.ultraLight, .thin), (.thin, .light), (.light, .regular), (.regular, .semibold), (.medium, .bold),
            (.semibold, .bold), (.bold, .heavy), (.heavy, .black), (.black, .black),
        ]
        for (weight, heavier) in mapping {
            let bold = Font.systemFont(ofSize: 17, weight: weight).withLegibilityWeight(.bold)
            #expect(bold.fontName == Font.systemFont(ofSize: 17, weight: heavier).fontName, "\(weight.rawValue)")
        }
        let monospaced = Font.monospacedSystemFont(ofSize: 13, weight: .regular).withLegibilityWeight(.bold)
        #expect(monospaced.fontName == Font.monospacedSystemFont(ofSize: 13, weight: .semibold).fontName)
    }

    @Test func boldTextAppliesOnceAndRegularUndoesIt() throws {
        let regular = Font.systemFont(ofSize: 17)
        let bold = regular.withLegibilityWeight(.bold)
        #expect(bold.withLegibilityWeight(.bold) == bold)
        #expect(bold.withLegibilityWeight(.regular) == regular)
        #expect(bold.withSize(20).withLegibilityWeight(.regular).fontName == Font.systemFont(ofSize: 20).fontName)
        let named = try #require(Font(name: "DejaVu Serif", size: 17))
        #expect(named.withLegibilityWeight(.bold) == named, "named fonts are left alone")
    }

    @Test func aPreferredFontIsHeavierForBoldLegibility() {
        let traits = TraitCollection(legibilityWeight: .bold)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).fontName
                == Font.systemFont(ofSize: 17, weight: .semibold).fontName)
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: traits).fontName
                == Font.systemFont(ofSize: 17, weight: .bold).fontName)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(legibilityWeight: .regular)).fontName
                == Font.systemFont(ofSize: 17).fontName)
    }

    @Test func aLabelDrawsAndMeasuresHeavierAndKeepsItsFont() {
        let window = shownWindow(width: 300, height: 40)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Wide enough to measure"
        window.addSubview(label)
        window.eventLoop.runOnce()
        let regularWidth = label.intrinsicContentSize.width
        window.traitOverrides.legibilityWeight = .bold
        let events = Trace.capture(during: { window.eventLoop.runOnce() })
        #expect(events.contains { $0.event == "draw" && $0.view == "Label" })
        #expect(label.intrinsicContentSize.width > regularWidth)
        #expect(label.textAttributes.font.fontName == Font.systemFont(ofSize: 17, weight: .semibold).fontName)
        #expect(label.font == Font.systemFont(ofSize: 17), "the model font stays")
        window.traitOverrides.legibilityWeight = .unspecified
        window.eventLoop.runOnce()
        #expect(label.intrinsicContentSize.width == regularWidth)
    }
}
