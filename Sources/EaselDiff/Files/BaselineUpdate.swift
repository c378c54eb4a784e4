import EaselPNG
import Foundation

/// Accepting the current images as the new baseline (`easel compare --update`): the
/// current file of every changed and added image is copied over the baseline's, all
/// at once each. Removed images are left in the baseline: deleting is the user's call.
public enum BaselineUpdate {
    /// One copy made: the image's name and the files.
    public struct Copy: Sendable, Equatable {
        /// The image's name.
        public let name: String
        /// The current file copied.
        public let from: String
        /// The baseline file written.
        public let to: String
    }

    /// Copies the changed and added images of `run` into its baseline and returns what
    /// was copied, in name order. When two files were compared, the baseline file is
    /// replaced by the current one.
    public static func apply(_ run: ComparisonRun) throws(DiffError) -> [Copy] {
        var copies: [Copy] = []
        // Temporary files of an update killed before its renames are removed even when
        // nothing is copied now.
        for image in run.images {
            let destination = image.baselinePath ?? run.baseline + "/" + image.name
            AtomicFile.removeAbandonedFiles(in: URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        }
        for image in run.images where image.status == .changed || image.status == .added {
            guard let current = image.currentPath else { continue }
            let destination = image.baselinePath ?? run.baseline + "/" + image.name
            try FileSystem.copy(current, to: destination)
            copies.append(Copy(name: image.name, from: current, to: destination))
        }
        return copies
    }
}
