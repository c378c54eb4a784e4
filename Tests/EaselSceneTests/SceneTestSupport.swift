import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// The repository's root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scene from text, named `scene.yaml` (or `scene.json`) in messages, with images
/// looked up in `folder`.
func loadScene(_ text: String, format: SceneFormat = .yaml, folder: URL? = nil,
               options: SceneOptions = SceneOptions()) throws(SceneError) -> Scene {
    let name = format == .yaml ? "scene.yaml" : "scene.json"
    let url = folder.map { URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: $0.path, isDirectory: true)) }
        ?? URL(fileURLWithPath: name)
    return try Scene(text: text, format: format, url: url, options: options)
}

/// The messages of the problems of a scene that must not load.
func problems(_ text: String, format: SceneFormat = .yaml, folder: URL? = nil,
              options: SceneOptions = SceneOptions()) -> [String] {
    do {
        _ = try loadScene(text, format: format, folder: folder, options: options)
        return ["(the scene loaded)"]
    } catch {
        guard case .invalidScene(let problems) = error else { return ["\(error)"] }
        return problems.map(\.message)
    }
}

/// A minimal valid scene around one root view given as YAML lines (indented by 2).
func sceneWithRoot(_ rootLines: String, extra: String = "") -> String {
    "size: [100, 50]\nroot:\n" + rootLines.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n") + "\n" + extra
}

extension SceneTree {
    /// The root view of a scene that has one (not a controller).
    var rootView: ViewNode {
        get throws { try #require(root) }
    }
}

extension LayoutDump {
    /// The frame (in window coordinates) of the view with `id`, as `[x, y, width, height]`.
    func frame(of id: String?) -> [CGFloat]? {
        func find(_ entries: [Entry]) -> Entry? {
            for entry in entries {
                if entry.id == id { return entry }
                if let found = find(entry.subviews) { return found }
            }
            return nil
        }
        return find(views).map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
    }
}
