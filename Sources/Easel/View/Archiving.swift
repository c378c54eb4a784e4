import EaselGraphics

/// Reports that an object of `type` was asked to decode itself from an archive. Easel
/// reads no storyboards, nibs or keyed archives, so every `init?(coder:)` of its views
/// and controllers fails (returns `nil`, UIKit's outcome for an archive it cannot
/// decode) after this diagnostic.
func reportArchiveNotDecoded(_ type: Any.Type) {
    Diagnostics.report("\(type) cannot be decoded: Easel reads no storyboards, nibs or archives")
}

/// Reports that an object of `type` was asked to write itself into an archive, which
/// Easel does not write: the coder is left as it was.
func reportArchiveNotEncoded(_ type: Any.Type) {
    Diagnostics.report("\(type) is not encoded: Easel writes no archives")
}
