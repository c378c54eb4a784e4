import EaselGraphics
import Foundation

/// Finds and decodes the image files a scene names, relative to the scene's folder
/// and, unless allowed, confined to it (after resolving `..` and symbolic links, so
/// neither can lead out).
final class ImageResolver {
    /// The scene's folder, with symbolic links resolved.
    let folder: URL
    /// Whether files outside `folder` may be read (`--allow-outside`).
    let allowsOutsideFolder: Bool
    /// How large an image file and its pixels may be.
    let limits: SceneLimits
    /// Images already decoded, by resolved path: a file used twice is read once.
    private var decoded: [String: Image] = [:]
    /// The pixels of every image decoded so far, which together stay within
    /// `limits.pixels.maximumArea` as one frame's do.
    private var decodedPixels = 0

    init(folder: URL, allowsOutsideFolder: Bool, limits: SceneLimits = .standard) {
        self.folder = folder.standardizedFileURL.resolvingSymlinksInPath()
        self.allowsOutsideFolder = allowsOutsideFolder
        self.limits = limits
    }

    /// Why an image cannot be used.
    struct Failure: Error {
        let problem: SceneProblem.Kind
    }

    /// The image at `file` (relative to the scene's folder, or absolute).
    func resolve(_ file: String) throws(Failure) -> SceneImage {
        let url = (file.hasPrefix("/") ? URL(fileURLWithPath: file) : folder.appendingPathComponent(file))
            .standardizedFileURL.resolvingSymlinksInPath()
        guard allowsOutsideFolder || url.path.hasPrefix(folder.path + "/") else { throw Failure(problem: .imageOutsideFolder(file)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Failure(problem: .imageNotFound(file))
        }
        if let image = decoded[url.path] { return SceneImage(file: file, url: url, image: image) }
        if let excess = limits.excessFileSize(at: url.path, limit: limits.imageFileSize, name: .imageFileSize) {
            throw Failure(problem: excess)
        }
        try checkTotalPixels(ofFile: url.path)
        do {
            let image = try Image(contentsOfFile: url.path, budget: limits.pixels)
            decodedPixels += image.pixelWidth * image.pixelHeight
            decoded[url.path] = image
            return SceneImage(file: file, url: url, image: image)
        } catch {
            // The PNG error names the absolute path first; the problem names the file
            // as the scene wrote it.
            let reason = error.description.hasPrefix(url.path + ": ")
                ? String(error.description.dropFirst(url.path.count + 2)) : error.description
            throw Failure(problem: .unreadableImage(file, reason: reason))
        }
    }

    /// Refuses a file whose header declares more pixels than the images decoded so far
    /// leave of the budget, before it is decoded (each image alone is checked by the
    /// decoder, with its own message).
    private func checkTotalPixels(ofFile path: String) throws(Failure) {
        guard let header = try? PNGFile.header(ofFile: path), let pixels = header.pixels,
              limits.pixels.exceeded(width: Double(pixels.width), height: Double(pixels.height)) == nil else { return }
        let total = decodedPixels + pixels.width * pixels.height
        guard total <= limits.pixels.maximumArea else {
            throw Failure(problem: .overLimit("the scene's images hold \(total) pixels together, "
                                              + "over the limit of \(limits.pixels.maximumArea)", limit: .pixelsPerFrame))
        }
    }
}

extension SceneDecoder {
    /// An image file name, resolved and decoded.
    func image(_ node: SceneNode, _ path: ScenePath) -> SceneImage? {
        guard let file = string(node, path, expected: "an image file name") else { return nil }
        do {
            return try images.resolve(file)
        } catch {
            report(error.problem, at: node.location, path)
            return nil
        }
    }
}
