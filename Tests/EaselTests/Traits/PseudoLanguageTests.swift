@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Pseudolocalization: the `pseudoLanguage` trait shows text accented and 40 % longer,
/// or right to left, in labels and text layers, without changing their strings.
@MainActor
@Suite struct PseudoLanguageTests {
    @Test func accentedTextIsAccentedPaddedByFortyPercentAndBracketed() {
        #expect(PseudoLanguage.accented.pseudolocalized("Settings") == "[Šéţţîñĝš one]")
        #expect(PseudoLanguage.accented.pseudolocalized("OK") == "[ÖĶ one]")
        #expect(PseudoLanguage.accented.pseudolocalized("Turn on Wi-Fi") == "[Ţûŕñ öñ Ŵî-Ƒî one two]")
        #expect(PseudoLanguage.accented.pseudolocalized("The quick brown fox jumps over the lazy dog 123")
                == "[Ţĥé ǫûîçķ ƀŕöŵñ ƒöẋ ĵûɱþš öṽéŕ ţĥé ļåžý ðöĝ 123 one two three four]")
        #expect(PseudoLanguage.accented.pseudolocalized("") == "")
        for language in [PseudoLanguage.unspecified, .none, .rightToLeft] {
            #expect(language.pseudolocalized("Settings") == "Settings")
        }
    }

    @Test func theRightToLeftPseudolanguageLaysOutRightToLeft() {
        #expect(TraitCollection(pseudoLanguage: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(TraitCollection(pseudoLanguage: .accented).layoutDirection == .unspecified)
        var overrides = TraitOverrides()
        overrides.pseudoLanguage = .rightToLeft
        #expect(overrides.applied(to: TraitCollection(layoutDirection: .leftToRight))
                == TraitCollection(layoutDirection: .rightToLeft, pseudoLanguage: .rightToLeft))
        let window = shownWindow(width: 100, height: 20)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        window.addSubview(label)
        window.traitOverrides.pseudoLanguage = .rightToLeft
        window.eventLoop.runOnce()
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.intrinsicContentSize == Label.measuring("Hi").intrinsicContentSize, "the text stays as it is")
    }

    @Test func anAccentedLabelTruncatesWhereThePlainOneFitsAndKeepsItsText() {
        let window = shownWindow(width: 200, height: 30)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Notifications"
        window.addSubview(label)
        window.eventLoop.runOnce()
        let plain = label.intrinsicContentSize.width
        #expect(plain <= 120, "the plain text fits")
        window.traitOverrides.pseudoLanguage = .accented
        window.eventLoop.runOnce()
        #expect(label.text == "Notifications")
        #expect(label.intrinsicContentSize == Label.measuring("[Ñöţîƒîçåţîöñš one two]").intrinsicContentSize)
        #expect(label.intrinsicContentSize.width > 120, "the accented text does not")
        #expect(label.intrinsicContentSize.width >= plain * 1.4)
        window.traitOverrides.pseudoLanguage = .unspecified
        window.eventLoop.runOnce()
        #expect(label.intrinsicContentSize.width == plain)
    }

    @Test func aPseudolanguageChangeRedisplaysOnlyText() {
        let window = shownWindow(width: 100, height: 40)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Label"
        label.accessibilityIdentifier = "label"
        let host = View(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        host.backgroundColor = .blue
        let text = TextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        text.string = "Layer"
        text.fontSize = 12
        let plain = TextLayer()
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(text)
        host.layer.addSublayer(plain)
        window.addSubview(label)
        window.addSubview(host)
        window.eventLoop.runOnce()
        let events = trace {
            window.traitOverrides.pseudoLanguage = .accented
            window.eventLoop.runOnce()
        }
        #expect(events.filter { $0.hasPrefix("draw") } == ["draw label [0,0,100,20]", "draw TextLayer [0,0,100,20]"],
                "the label and the text layer with a string; not the host or the empty text layer")
        #expect(text.string == "Layer")
        #expect(text.textLayout?.string == "[Ļåýéŕ one]")
    }
}

extension Label {
    /// A label outside any window showing `text` as it is.
    static func measuring(_ text: String) -> Label {
        let label = Label()
        label.text = text
        return label
    }
}
