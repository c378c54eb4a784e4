import Foundation

/// Where Core Graphics writes a document's bytes, like `CGDataConsumer`: a mutable data
/// object, which the bytes are appended to, or a file, which is written whole (never in
/// part) when the document is closed.
public final class CGDataConsumer {
    private enum Destination {
        case data(NSMutableData)
        case file(URL)
    }

    private let destination: Destination

    /// A consumer appending to `data`, like `CGDataConsumer(data:)`.
    public init?(data: CFMutableData) {
        destination = .data(data)
    }

    /// A consumer writing the file at `url`, like `CGDataConsumer(url:)`; `nil` for a URL
    /// that is not a file's.
    public init?(url: CFURL) {
        guard url.isFileURL else {
            Diagnostics.report("CGDataConsumer(url:): \(url) is not a file URL; no consumer")
            return nil
        }
        destination = .file(url)
    }

    /// Hands over a whole document's bytes; a file that cannot be written is reported.
    package func consume(_ bytes: Data) {
        switch destination {
        case .data(let data):
            data.append(bytes)
        case .file(let url):
            do {
                try AtomicFile.write(bytes, toFile: url.path)
            } catch {
                Diagnostics.report("CGDataConsumer: \(error)")
            }
        }
    }
}
