import Easel
import EaselGraphics
import Foundation

/// Asserts one snapshot per named configuration, like swift-snapshot-testing's
/// `assertSnapshots(of:as:)` with a dictionary: each reference is named after its
/// configuration (`<testName>.dark.png`), and they are taken in the order of the names.
///
/// ```swift
/// assertSnapshots(of: SettingsViewController(), as: [
///     "light": .image(traits: .init(userInterfaceStyle: .light)),
///     "dark": .image(traits: .init(userInterfaceStyle: .dark)),
///     "xxxl": .image(traits: .init(preferredContentSizeCategory: .extraExtraExtraLarge)),
/// ])
/// ```
@MainActor
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value>],
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    mask: [SnapshotMask] = [],
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let value = try value()
    for name in strategies.keys.sorted() {
        assertSnapshot(of: value, as: strategies[name]!, named: name, record: record, tolerance: tolerance, mask: mask,
                       snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName,
                       line: line, column: column)
    }
}

extension Dictionary where Key == String {
    /// One strategy per named trait configuration, made by `strategy` from each one's
    /// traits, for `assertSnapshots(of:as:)`:
    /// `assertSnapshots(of: view, as: .matrix(TraitMatrix.appearances) { .image(traits: $0) })`.
    public static func matrix(_ configurations: [String: TraitCollection], _ strategy: (TraitCollection) -> Value)
        -> [String: Value] {
        configurations.mapValues(strategy)
    }
}

/// Named trait configurations that snapshot matrices commonly cover.
public enum TraitMatrix {
    /// Light and dark.
    public static let appearances: [String: TraitCollection] = [
        "light": TraitCollection(userInterfaceStyle: .light),
        "dark": TraitCollection(userInterfaceStyle: .dark),
    ]

    /// The default text size, the largest standard one and the largest accessibility one.
    public static let contentSizes: [String: TraitCollection] = [
        "large": TraitCollection(preferredContentSizeCategory: .large),
        "extraExtraExtraLarge": TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge),
        "accessibilityExtraExtraExtraLarge": TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
    ]

    /// The development language as it is and in the accented and right-to-left
    /// pseudolanguages, to catch truncation and mirroring without translations.
    public static let pseudoLanguages: [String: TraitCollection] = [
        "none": TraitCollection(pseudoLanguage: .none),
        "accented": TraitCollection(pseudoLanguage: .accented),
        "rightToLeft": TraitCollection(pseudoLanguage: .rightToLeft),
    ]

    /// Every combination of one configuration of each matrix, named `a-b`
    /// (`dark-accessibilityExtraExtraExtraLarge`).
    public static func combining(_ first: [String: TraitCollection], _ second: [String: TraitCollection])
        -> [String: TraitCollection] {
        var combined: [String: TraitCollection] = [:]
        for (a, traitsA) in first {
            for (b, traitsB) in second { combined["\(a)-\(b)"] = TraitCollection(traitsFrom: [traitsA, traitsB]) }
        }
        return combined
    }
}
