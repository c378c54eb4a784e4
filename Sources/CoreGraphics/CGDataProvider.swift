import EaselGraphics
import Foundation

/// A source of bytes for Core Graphics, like `CGDataProvider`: the bytes of an image
/// (`CGImage.dataProvider`), of a file or of memory the caller hands over.
public final class CGDataProvider: Sendable {
    /// The bytes, as given.
    private let bytes: Data

    /// A provider of `data`'s bytes, like `CGDataProvider(data:)`.
    public init?(data: CFData) {
        bytes = data
    }

    /// A provider of a file's bytes, like `CGDataProvider(url:)`: `nil`, reported, when
    /// the file cannot be read.
    public init?(url: CFURL) {
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            Diagnostics.report("CGDataProvider(url:): \(url.path) cannot be read (\(error.localizedDescription)); returning nil")
            return nil
        }
    }

    /// A copy of the provider's bytes, like `CGDataProvider.data`.
    public var data: CFData? { bytes }
}

/// The number of bytes of `data`, like Core Foundation's `CFDataGetLength`.
/// `data` is implicitly unwrapped, as in Core Foundation's Swift import, so
/// `CFDataGetLength(provider.data)` compiles; `nil` gives 0 with a diagnostic.
public func CFDataGetLength(_ data: CFData!) -> CFIndex {
    guard let data else {
        Diagnostics.report("CFDataGetLength: the data is nil")
        return 0
    }
    return data.count
}

/// A pointer to the bytes of `data`, like Core Foundation's `CFDataGetBytePtr`: valid
/// while `data` (and its copies) live unchanged, as in Core Foundation, for the data
/// Core Graphics returns (`CGDataProvider.data`). Swift keeps fewer than 15 bytes of
/// other data inline, without storage a pointer can outlive: read such data with
/// `withUnsafeBytes` instead.
/// `data` is implicitly unwrapped, as in Core Foundation's Swift import, so
/// `CFDataGetBytePtr(image.dataProvider!.data)` compiles; `nil` gives a `nil` pointer
/// with a diagnostic.
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! {
    guard let data else {
        Diagnostics.report("CFDataGetBytePtr: the data is nil")
        return nil
    }
    return data.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }
}
