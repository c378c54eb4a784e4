import EaselGraphics
import Foundation
import Testing

/// Files are replaced all at once, through a temporary file in the same directory.
@Suite struct AtomicFileTests {
    @Test func writesANewFileAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("frame.png")
        try AtomicFile.write(Data([1, 2, 3]), toFile: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 3]))
        #expect(try directory.contents() == ["frame.png"])
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("frame.png")
        try Data(repeating: 9, count: 1000).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Data([4, 5]), toFile: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([4, 5]))
        #expect(try directory.contents() == ["frame.png"])
    }

    @Test func missingDirectoryIsATypedErrorNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("no/such/dir/frame.png")
        #expect(throws: AtomicFileError.cannotCreateTemporaryFile(
            path: path, directory: directory.path("no/such/dir"), reason: "No such file or directory")) {
            try AtomicFile.write(Data([1]), toFile: path)
        }
    }

    @Test func failedRenameLeavesTheDestinationAndNoTemporaryFile() throws {
        // The destination is a non-empty directory: rename(2) refuses to replace it.
        let directory = try TemporaryDirectory()
        let path = directory.path("taken")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data([7]).write(to: URL(fileURLWithPath: path + "/inside"))
        #expect(throws: AtomicFileError.cannotReplace(path: path, reason: "Is a directory")) {
            try AtomicFile.write(Data([1]), toFile: path)
        }
        #expect(try directory.contents() == ["taken"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "/inside")) == Data([7]))
    }

    @Test func imageWritePNGRoundTripsAndReportsTheFile() throws {
        let directory = try TemporaryDirectory()
        let image = Image(bitmap: PNGEncoderTests.opaqueBitmap())
        let path = directory.path("image.png")
        try image.writePNG(toFile: path)
        #expect(try Image(contentsOfFile: path) == image)

        let blocked = directory.path("missing/image.png")
        #expect(throws: PNGError.unwritableFile(
            path: blocked, reason: "cannot create a file in \(directory.path("missing")): No such file or directory")) {
            try image.writePNG(toFile: blocked)
        }
        #expect(throws: PNGError.self) { try GraphicsImageRenderer(size: .zero).image { _ in }.writePNG(toFile: path) }
        #expect(try Image(contentsOfFile: path) == image)
    }
}
