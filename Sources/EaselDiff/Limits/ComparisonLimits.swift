import EaselPNG

/// How large the images of a comparison may be, and how much memory the comparisons
/// running at once may hold: what keeps `easel compare` bounded whatever files it is
/// handed (a PNG of a few kilobytes can declare a gigabyte of pixels).
///
/// Both are checked against what each file declares before it is read. On the command
/// line they are `--limit pixels=…` and `--limit memory=…`.
public struct ComparisonLimits: Hashable, Sendable {
    /// The most pixels of one image: 67108864 (8192 × 8192), as many as a pair of
    /// images that fits `memory` by default. No side may be longer than 16384 pixels
    /// either way (`PixelBudget.standard`).
    public var pixels = 8192 * 8192
    /// The most bytes the comparisons running at once hold together: each needs its two
    /// files, both images decoded (4 bytes a pixel) and, for a report, its diff image
    /// and that image's encoding. A comparison waits until its share is free, so that
    /// `--jobs` never takes a run past this; one that could never fit is bad input.
    /// 512 MiB.
    public var memory = 512 << 20

    /// The defaults.
    public static let standard = ComparisonLimits()

    /// The defaults, to change one at a time.
    public init() {}

    /// A limit as the command line names it (`--limit memory=1073741824`).
    public enum Name: String, CaseIterable, Sendable {
        case pixels
        case memory

        /// What the limit bounds, with its unit.
        public var summary: String {
            switch self {
            case .pixels: "pixels of one image"
            case .memory: "bytes held at once by the comparisons running together (files, decoded images, diff images)"
            }
        }
    }

    /// The value of the limit `name`, as `--help` writes it.
    public func value(of name: Name) -> String {
        switch name {
        case .pixels: String(pixels)
        case .memory: String(memory)
        }
    }

    /// Sets a limit from the command line's `name=value`, a whole number of at least 1;
    /// the error is the message a user sees.
    public mutating func set(_ setting: String) throws(LimitSettingError) {
        let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw LimitSettingError("expected name=value, such as memory=1073741824, found \"\(setting)\"") }
        guard let name = Name(rawValue: parts[0]) else {
            throw LimitSettingError("unknown limit \"\(parts[0])\"; the limits are "
                                    + Name.allCases.map(\.rawValue).joined(separator: " and "))
        }
        guard let value = Int(parts[1]), value >= 1 else {
            throw LimitSettingError("expected a whole number of at least 1 for \(name.rawValue), found \"\(parts[1])\"")
        }
        switch name {
        case .pixels: pixels = value
        case .memory: memory = value
        }
    }

    /// The pixels an image may have: `pixels` in all, 16384 a side.
    var budget: PixelBudget { PixelBudget(maximumSide: PixelBudget.standard.maximumSide, maximumArea: pixels) }
}

/// A `--limit` setting that could not be read; `description` is the message.
public struct LimitSettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message a user sees: `--limit: unknown limit "pixel"; …`.
    public let description: String

    init(_ description: String) { self.description = "--limit: " + description }
}
