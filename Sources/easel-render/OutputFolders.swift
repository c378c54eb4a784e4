import Foundation

/// Where `easel render` writes each scene's frames: `<output>/<scene name>/`, the
/// scene's file name without its extension. Worked out for every scene before any
/// renders, so that two scenes that would write into one folder (`a/card.yaml` and
/// `b/card.yaml`, or `card.yaml` beside `card.json`) stop the command with both names
/// instead of leaving the frames of one over the other's.
struct OutputFolders {
    /// The scenes to render, each once, in the order given.
    let scenes: [URL]
    /// Each scene's folder, by the scene's standardized path.
    private let folders: [String: URL]

    init(scenes found: [URL], output: String) throws(OutputCollision) {
        var scenes: [URL] = []
        var folders: [String: URL] = [:]
        var owners: [String: URL] = [:]
        for scene in found {
            // One file named twice (a folder and a scene in it) is one scene.
            let file = scene.standardizedFileURL.path
            guard folders[file] == nil else { continue }
            // The name `Scene.name` gives the scene, without loading it.
            let folder = URL(fileURLWithPath: output).appendingPathComponent(scene.deletingPathExtension().lastPathComponent)
            if let owner = owners[folder.standardizedFileURL.path] {
                throw OutputCollision(first: owner, second: scene, folder: folder)
            }
            owners[folder.standardizedFileURL.path] = scene
            folders[file] = folder
            scenes.append(scene)
        }
        self.scenes = scenes
        self.folders = folders
    }

    /// The folder `scene`'s frames go to.
    func folder(for scene: URL) -> URL {
        folders[scene.standardizedFileURL.path]!
    }
}

/// Two scenes of one `easel render` that would write their frames into one folder.
struct OutputCollision: Error, CustomStringConvertible {
    let first: URL
    let second: URL
    let folder: URL

    var description: String {
        "\(first.relativePath) and \(second.relativePath) would both render into \(folder.relativePath)/; "
            + "render them with different --output folders, or rename one"
    }
}
