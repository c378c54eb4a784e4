import EaselDiff
import Foundation
import Testing

/// The ignore file: regions for every image and per image, and a message naming the
/// file and the key path for every mistake.
@Suite struct IgnoreFileTests {
    func load(_ text: String) throws(DiffError) -> IgnoreFile {
        let folder = try! ImageFolder()
        try! folder.write(Data(text.utf8), to: "ignore.json")
        return try IgnoreFile(contentsOfFile: folder.path("ignore.json"))
    }

    func error(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            // Without the temporary folder's path, which changes from run to run.
            return error.description.components(separatedBy: "/ignore.json: ").last ?? ""
        }
    }

    @Test func regionsForEveryImageAndForOne() throws {
        let file = try load(#"{"ignore": {"*": [[0, 0, 10, 5]], "home/clock.png": [[1, 2, 3, 4], [5, 6, 0, 0]]}}"#)
        #expect(file.everyImage == [PixelRect(x: 0, y: 0, width: 10, height: 5)])
        #expect(file.regions(for: "home/clock.png") == [PixelRect(x: 0, y: 0, width: 10, height: 5),
                                                         PixelRect(x: 1, y: 2, width: 3, height: 4),
                                                         PixelRect(x: 5, y: 6, width: 0, height: 0)])
        #expect(file.regions(for: "other.png") == [PixelRect(x: 0, y: 0, width: 10, height: 5)])
    }

    /// Fuzzing finding: whole numbers near `Int.max` are read as they are, and a
    /// comparison with them ignores up to the image's edge instead of overflowing.
    @Test func regionsBeyondAnyImageAreReadAndReachTheEdge() throws {
        let file = try load(#"{"ignore": {"*": [[1, 0, 9000000000000000000, 9000000000000000000]]}}"#)
        #expect(file.everyImage == [PixelRect(x: 1, y: 0, width: 9_000_000_000_000_000_000, height: 9_000_000_000_000_000_000)])
        let baseline = TestImages.solid(3, 1, TestImages.blue)
        let current = TestImages.changing(baseline, [(0, 0, TestImages.red), (2, 0, TestImages.red)])
        let difference = ImageDifference(baseline: baseline, current: current,
                                         options: ComparisonOptions(ignoredRegions: file.regions(for: "a.png")))
        #expect(difference.differentPixelCount == 1)
    }

    @Test func mistakesNameTheKeyPath() {
        #expect(error("{") == "(file): not valid JSON")
        #expect(error("[]") == "(file): expected an object")
        #expect(error(#"{"ignored": {}}"#) == "ignored: unknown key; the file holds only \"ignore\"")
        #expect(error(#"{}"#) == "ignore: missing")
        #expect(error(#"{"ignore": []}"#) == "ignore: expected an object")
        #expect(error(#"{"ignore": {"a.png": {}}}"#) == #"ignore["a.png"]: expected a list"#)
        #expect(error(#"{"ignore": {"a.png": [[1, 2, 3]]}}"#) == #"ignore["a.png"][0]: expected [x, y, width, height]"#)
        #expect(error(#"{"ignore": {"a.png": [[1, 2, 3, 4], [1, 2, "3", 4]]}}"#) == #"ignore["a.png"][1][2]: expected a whole number"#)
        #expect(error(#"{"ignore": {"a.png": [[1, 2.5, 3, 4]]}}"#) == #"ignore["a.png"][0][1]: expected a whole number"#)
        #expect(error(#"{"ignore": {"a.png": [[1, 2, -3, 4]]}}"#) == #"ignore["a.png"][0]: width and height must not be negative"#)
        #expect(error(#"{"ignore": {"a.png": [[true, 2, 3, 4]]}}"#) == #"ignore["a.png"][0][0]: expected a whole number"#)
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: DiffError.unreadableIgnoreFile(path: "/nonexistent/ignore.json", reason: "No such file or directory")) {
            try IgnoreFile(contentsOfFile: "/nonexistent/ignore.json")
        }
    }
}
