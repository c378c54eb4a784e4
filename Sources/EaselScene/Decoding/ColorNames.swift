import EaselGraphics

/// The color names a scene may use: UIKit's system colors and fixed colors, by their
/// `UIColor` property names (`systemBlue`, `secondaryLabel`, `white`, `clear`).
enum ColorNames {
    /// The position in `table` of each name's first entry: what a search of the table
    /// from the front finds, with one hash.
    static let positions: [String: Int] = Dictionary(
        table.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: { first, _ in first })

    /// Every name with its color, in the order `UIColor` documents them.
    static let table: [(String, Color)] = [
        ("red", .red),
        ("green", .green),
        ("blue", .blue),
        ("cyan", .cyan),
        ("yellow", .yellow),
        ("magenta", .magenta),
        ("orange", .orange),
        ("purple", .purple),
        ("brown", .brown),
        ("gray", .gray),
        ("lightGray", .lightGray),
        ("darkGray", .darkGray),
        ("darkText", .darkText),
        ("lightText", .lightText),
        ("systemRed", .systemRed),
        ("systemOrange", .systemOrange),
        ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen),
        ("systemMint", .systemMint),
        ("systemTeal", .systemTeal),
        ("systemCyan", .systemCyan),
        ("systemBlue", .systemBlue),
        ("systemIndigo", .systemIndigo),
        ("systemPurple", .systemPurple),
        ("systemPink", .systemPink),
        ("systemBrown", .systemBrown),
        ("systemGray", .systemGray),
        ("systemGray2", .systemGray2),
        ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5),
        ("systemGray6", .systemGray6),
        ("label", .label),
        ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel),
        ("placeholderText", .placeholderText),
        ("link", .link),
        ("separator", .separator),
        ("opaqueSeparator", .opaqueSeparator),
        ("systemFill", .systemFill),
        ("secondarySystemFill", .secondarySystemFill),
        ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill),
        ("tintColor", .tintColor),
        ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ("clear", .clear),
        ("black", .black),
        ("white", .white),
    ]
}
