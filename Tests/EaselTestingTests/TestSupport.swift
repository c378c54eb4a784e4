import Easel
import EaselGraphics
import Foundation

/// A fresh empty directory under the system's temporary directory, removed by the
/// caller with `removeDirectory`.
func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-snapshot-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The files under `directory`, relative to it, sorted; what a record mode wrote.
func files(under directory: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
            found.append(path)
        }
    }
    return found.sorted()
}

func removeDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// A 20×10 view: white, with a square of `color` at (2, 2) of side `side`; the
/// square's edges fall on pixel boundaries, so nothing is anti-aliased.
@MainActor
func squareView(color: Color = Color(red: 1, green: 0, blue: 0), side: CGFloat = 4,
                at origin: CGPoint = CGPoint(x: 2, y: 2)) -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .white
    let square = View(frame: CGRect(origin: origin, size: CGSize(width: side, height: side)))
    square.accessibilityIdentifier = "square"
    square.backgroundColor = color
    view.addSubview(square)
    return view
}

/// A white 20×10 image with `pixels` black pixels on its first row, from the left.
func imageWithBlackPixels(_ pixels: Int, gray: UInt8 = 0) -> Image {
    var bytes = [UInt8](repeating: 255, count: 20 * 10 * 4)
    for x in 0..<pixels {
        bytes[x * 4] = gray
        bytes[x * 4 + 1] = gray
        bytes[x * 4 + 2] = gray
    }
    return Image(width: 20, height: 10, rgbaBytes: bytes)
}
