import EaselScene
import Foundation

// `make demo`: renders the showcase scene, Fixtures/Scenes/showcase.yaml, through
// EaselScene into Output/showcase/, until `easel render` takes this over.

let arguments = CommandLine.arguments.dropFirst()
let sceneURL = URL(fileURLWithPath: arguments.first ?? "Fixtures/Scenes/showcase.yaml")
let output = URL(fileURLWithPath: arguments.dropFirst().first ?? "Output/showcase")
do {
    let scene = try Scene(contentsOf: sceneURL)
    let files = try scene.render(to: output)
    for file in files { print("easel-demo: wrote \(file.relativePath)") }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(error.exitStatus)
}
