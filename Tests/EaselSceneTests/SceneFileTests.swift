import Foundation
import Testing
@testable import EaselScene

/// Scene files on disk: formats, unreadable files, folders of scenes.
@Suite struct SceneFileTests {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scene-files-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in ["b.yaml", "a.json", "c.yml", "notes.txt"] {
            try? Data("size: [1, 1]\nroot: {class: View}\n".utf8).write(to: url.appendingPathComponent(name))
        }
        try? Data([0xFF, 0xFE, 0x00]).write(to: url.appendingPathComponent("binary.yaml"))
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("nested.yaml"), withIntermediateDirectories: true)
        return url
    }()

    static func message(_ url: URL) -> String {
        do {
            _ = try Scene(contentsOf: url)
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    @Test func aFolderListsItsSceneFilesByName() throws {
        let names = try Scene.files(at: Self.folder).map(\.lastPathComponent)
        #expect(names == ["a.json", "b.yaml", "binary.yaml", "c.yml"])
        #expect(try Scene.files(at: Self.folder.appendingPathComponent("b.yaml")).map(\.lastPathComponent) == ["b.yaml"])
    }

    @Test func fileProblems() {
        let base = Self.folder.path
        #expect(Self.message(Self.folder.appendingPathComponent("notes.txt")) ==
                "\(base)/notes.txt: a scene file is YAML (.yaml, .yml) or JSON (.json); this one has the extension \".txt\"")
        #expect(Self.message(Self.folder.appendingPathComponent("missing.yaml")) ==
                "\(base)/missing.yaml: cannot read the scene file: No such file or directory")
        #expect(Self.message(Self.folder.appendingPathComponent("binary.yaml")) == "\(base)/binary.yaml: the file is not UTF-8 text")
        #expect(Self.message(Self.folder.appendingPathComponent("a.json")) ==
                "\(base)/a.json:1:1: syntax error: expected a value")
        #expect(Self.message(Self.folder.appendingPathComponent("c.yml")) == "(loaded)")
        do {
            _ = try Scene.files(at: Self.folder.appendingPathComponent("nowhere"))
        } catch {
            #expect(error.description == "\(base)/nowhere: cannot read the scene file: no such file or folder")
        }
    }

    @Test func theNameIsTheFileNameWithoutExtension() throws {
        #expect(try Scene(contentsOf: Self.folder.appendingPathComponent("c.yml")).name == "c")
    }
}
