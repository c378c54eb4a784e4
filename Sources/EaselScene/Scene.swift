import EaselGraphics
import Foundation

/// A scene file, loaded and validated: a screen described in YAML or JSON, ready to
/// render into PNG frames, like the app screen it describes.
///
/// ```swift
/// let scene = try Scene(contentsOf: URL(fileURLWithPath: "Fixtures/Scenes/showcase.yaml"))
/// let frames = try scene.render()            // in memory
/// try scene.render(to: outputDirectory)      // PNG files (and layout dumps)
/// ```
///
/// Loading reads the whole file, reports every problem it finds (as
/// `SceneError.invalidScene`), and decodes the images; a loaded scene always renders.
/// See `SceneTree` for what a loaded scene guarantees.
public struct Scene: Sendable {
    /// The scene file.
    public let url: URL
    /// The file as messages name it: the path as the caller gave it.
    public let file: String
    /// The resolved scene.
    public let tree: SceneTree

    /// The scene's name: its file name without extension (`showcase`), which names
    /// its output folder.
    public var name: String { url.deletingPathExtension().lastPathComponent }

    /// Loads the scene file at `url` (`.yaml`, `.yml` or `.json`), checking all of it.
    public init(contentsOf url: URL, options: SceneOptions = SceneOptions()) throws(SceneError) {
        let file = url.relativePath
        func fail(_ kind: SceneProblem.Kind) -> SceneError {
            .invalidScene([SceneProblem(file: file, location: nil, path: .top, kind: kind)])
        }
        guard let format = SceneFormat(pathExtension: url.pathExtension) else { throw fail(.unsupportedFormat(extension: url.pathExtension)) }
        // The system's own words for why a file cannot be read ("No such file or
        // directory"), which Foundation's errors paraphrase.
        guard access(url.path, R_OK) == 0 else { throw fail(.unreadableFile(reason: String(cString: strerror(errno)))) }
        if let excess = options.limits.excessFileSize(at: url.path, limit: options.limits.sceneFileSize, name: .sceneFileSize) {
            throw fail(excess)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw fail(.unreadableFile(reason: Self.reason(error)))
        }
        guard let text = String(data: data, encoding: .utf8) else { throw fail(.notUTF8) }
        try self.init(text: text, format: format, url: url, options: options)
    }

    /// Loads a scene from its text, as if read from `url` (which names it in messages
    /// and locates its images).
    public init(text: String, format: SceneFormat, url: URL, options: SceneOptions = SceneOptions()) throws(SceneError) {
        self.url = url
        file = url.relativePath
        let decoder = SceneDecoder(file: file, images: ImageResolver(folder: url.absoluteURL.deletingLastPathComponent(),
                                                                     allowsOutsideFolder: options.allowsImagesOutsideFolder,
                                                                     limits: options.limits),
                                   limits: options.limits)
        let root: SceneNode?
        do {
            root = text.allSatisfy(\.isWhitespace) ? nil : try format.read(text, valueLimit: options.limits.documentNodes)
        } catch {
            let kind: SceneProblem.Kind = switch error.reason {
            case .syntax(let message): .syntax(message)
            case .tooManyValues(let limit):
                .overLimit("the document holds more than \(limit) values, counting keys and the values aliases repeat",
                           limit: .documentNodes)
            }
            throw .invalidScene([SceneProblem(file: file, location: error.location, path: .top, kind: kind)])
        }
        guard let root else {
            throw .invalidScene([SceneProblem(file: file, location: nil, path: .top, kind: .emptyDocument)])
        }
        guard let tree = decoder.scene(root, options: options) else {
            // Problems are found key by key; users read them in the order of the file.
            let ordered = decoder.problems.enumerated().sorted { first, second in
                let a = first.element.location.map { ($0.line, $0.column) } ?? (.max, .max)
                let b = second.element.location.map { ($0.line, $0.column) } ?? (.max, .max)
                return (a.0, a.1, first.offset) < (b.0, b.1, second.offset)
            }
            throw .invalidScene(ordered.map(\.element))
        }
        self.tree = tree
    }

    /// The scene files in a folder (`.yaml`, `.yml`, `.json`, not in subfolders),
    /// sorted by name; a scene file itself is the only scene it holds. A folder that
    /// cannot be read, or that holds no scene file, is bad input.
    public static func files(at url: URL) throws(SceneError) -> [URL] {
        func fail(_ kind: SceneProblem.Kind) -> SceneError {
            .invalidScene([SceneProblem(file: url.relativePath, location: nil, path: .top, kind: kind)])
        }
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw fail(.unreadableFile(reason: errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno))))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [url] }
        // The system's reason ("Permission denied"), which Foundation paraphrases.
        guard access(url.path, R_OK | X_OK) == 0 else { throw fail(.unreadableFolder(reason: String(cString: strerror(errno)))) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw fail(.unreadableFolder(reason: reason(error)))
        }
        let files = names.filter { SceneFormat(pathExtension: URL(fileURLWithPath: $0).pathExtension) != nil }
            .sorted()
            .map { url.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        guard !files.isEmpty else { throw fail(.noSceneFiles) }
        return files
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? AtomicFileError { return error.reason }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}

/// The two ways to write a scene, which share one schema.
public enum SceneFormat: Sendable {
    /// YAML (`.yaml`, `.yml`), read with libyaml.
    case yaml
    /// JSON (`.json`), read strictly.
    case json

    /// The format of a file name's extension: `yaml`/`yml` or `json`.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "yaml", "yml": self = .yaml
        case "json": self = .json
        default: return nil
        }
    }

    /// The document's root value, refused past `valueLimit` values.
    func read(_ text: String, valueLimit: Int) throws(DocumentError) -> SceneNode? {
        switch self {
        case .yaml: try YAMLReader.read(text, valueLimit: valueLimit)
        case .json: try JSONReader.read(text, valueLimit: valueLimit)
        }
    }
}
