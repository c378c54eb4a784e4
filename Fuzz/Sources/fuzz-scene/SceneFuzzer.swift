import EaselScene
import Foundation

/// The gallery's folder, where the fuzzed scene is taken to live: the images that
/// gallery scenes name resolve and decode as they do in `easel validate`.
private let sceneURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scenes/fuzzed.yaml")

/// libFuzzer's entry point: the input is a scene file's text, loaded as YAML and as
/// JSON up to validation (not rendered). Loading may reject it, but must not crash,
/// hang or leak, and every rejection must carry a message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    // Scene(contentsOf:) rejects bytes that are not UTF-8 before parsing; text is
    // what reaches the readers.
    guard let text = String(validating: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self) else { return 0 }
    for format in [SceneFormat.yaml, .json] {
        do {
            _ = try Scene(text: text, format: format, url: sceneURL)
        } catch {
            if case .invalidScene(let problems) = error, problems.isEmpty || problems.contains(where: \.message.isEmpty) {
                fatalError("a rejected scene without a message: \(error)")
            }
        }
    }
    return 0
}
