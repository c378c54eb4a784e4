import Foundation

/// A generated scene whose timeline has an event at each vsync, each moving a square a
/// step over a coloured background, `capture: every`: a frame per step. The crash and
/// memory tests render it with a thousand frames and more, which no gallery scene has.
struct LongScene {
    /// How many events the timeline has.
    var steps: Int
    /// How many of them move the square (a frame each); the others set the frame it
    /// already has, which damages nothing and so commits no frame. The same scene
    /// with fewer frames, parsed and run alike.
    var moves: Int?
    /// The window's size in points, at scale 1.
    var width = 240, height = 160
    /// The background, so that two variants of one scene give different frames.
    var background = "white"

    /// The scene file's text.
    var yaml: String {
        var lines = ["size: [\(width), \(height)]", "scale: 1", "refreshRate: 60", "capture: every",
                     "root:", "  class: View", "  backgroundColor: \(background)", "  subviews:",
                     "    - {class: View, id: dot, frame: [0, 0, 16, 16], backgroundColor: systemBlue}",
                     "events:"]
        for step in 1...steps {
            let position = min(step, moves ?? steps)
            let x = position % (width - 16), y = (position / (width - 16) * 16) % (height - 16)
            lines.append("  - {at: \(Double(step) / 60), set: dot, properties: {frame: [\(x), \(y), 16, 16]}}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the scene to `path`.
    func write(to path: String) throws {
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
    }
}
