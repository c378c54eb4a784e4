import Foundation

/// A made-up language text is shown in, so that truncation and mirroring bugs show up
/// without translations, like Xcode's "Accented" and "Right-to-Left" pseudolanguage
/// scheme options (and Android's en-XA and ar-XB pseudolocales Paparazzi renders).
///
/// Labels, buttons, text layers and drawn strings show their text through
/// `pseudolocalized(_:)` when they measure and draw; the strings they were given
/// (`Label.text`, …) stay as they are.
public enum PseudoLanguage: Int, Hashable, Sendable, CaseIterable {
    /// No setting: text is shown as it is, as in `.none`.
    case unspecified = -1
    /// Text is shown as it is.
    case none = 0
    /// Every ASCII letter is replaced by an accented form (`a` → `å`, `e` → `é`, …,
    /// `PseudoLanguage.accentedLetters`), the words of `PseudoLanguage.paddingWords`
    /// are added after a space, one by one, until the text has grown by at least 40 %
    /// of its characters (rounded up), and the whole is put in brackets:
    /// `Settings` (8 characters, so 4 more) → `[Šéţţîñĝš one]`.
    case accented = 1
    /// Text is shown as it is, laid out right to left: the layout direction is right to
    /// left, so natural alignment is right-aligned and interfaces mirror, as in Xcode's
    /// Right-to-Left pseudolanguage, which keeps the development language's strings.
    case rightToLeft = 2

    /// The accented form of each ASCII letter the accented pseudolanguage replaces.
    public static let accentedLetters: [Character: Character] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// The words the accented pseudolanguage pads text with, in order (repeated for
    /// very long text).
    public static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Whether `pseudolocalized(_:)` changes text (only `.accented` does).
    package var changesText: Bool { self == .accented }

    /// `text` as this pseudolanguage shows it; empty text stays empty.
    public func pseudolocalized(_ text: String) -> String {
        guard changesText, !text.isEmpty else { return text }
        let accented = String(text.map { Self.accentedLetters[$0] ?? $0 })
        let growth = (text.count * 2 + 4) / 5
        var padding = ""
        var index = 0
        while padding.count < growth {
            padding += " " + Self.paddingWords[index % Self.paddingWords.count]
            index += 1
        }
        return "[" + accented + padding + "]"
    }
}
