import EaselGraphics
import Foundation
import Testing

/// `easel render` of a scene with view controllers: the trace names the controllers by
/// id through their lifecycle, and the layout dumps show their views mid-transition.
@Suite struct ControllerSceneCommandTests {
    @Test func aNavigationSceneTracesTheLifecycleAndDumpsTheSlide() throws {
        let folder = try RenderCommandTests.Folder(scenes: ["navigation.yaml"])
        let outcome = try folder.easel("render", "scenes/navigation.yaml", "--layout-dump", "--trace", "trace.jsonl")
        #expect(outcome.status == 0, "\(outcome)")
        let frames = ["at-0.000", "at-0.200", "at-0.900", "at-1.100", "at-2.000"]
        #expect(folder.files(in: "Output/navigation") == frames.flatMap { [$0 + ".layout.json", $0 + ".png"] })
        for frame in frames {
            let written = try Image(contentsOfFile: folder.path + "/Output/navigation/\(frame).png")
            let reference = try Image(contentsOfFile: RenderCommandTests.snapshots + "/navigation/\(frame).png")
            #expect(written.rgbaBytes == reference.rgbaBytes, "\(frame)")
        }

        let trace = try String(contentsOfFile: folder.path + "/trace.jsonl", encoding: .utf8).split(separator: "\n")
        let lifecycle = trace.filter { $0.contains(#""controller":"#) && !$0.contains("Layout") }
        #expect(lifecycle == [
            #"{"event":"willMoveToParent","controller":"inbox","parent":"nav"}"#,
            #"{"event":"didMoveToParent","controller":"inbox","parent":"nav"}"#,
            #"{"event":"loadView","controller":"nav"}"#,
            #"{"event":"viewDidLoad","controller":"nav"}"#,
            #"{"event":"viewWillAppear","controller":"nav","animated":false}"#,
            #"{"event":"loadView","controller":"inbox"}"#,
            #"{"event":"viewDidLoad","controller":"inbox"}"#,
            #"{"event":"viewWillAppear","controller":"inbox","animated":false}"#,
            #"{"event":"viewDidAppear","controller":"nav","animated":false}"#,
            #"{"event":"viewDidAppear","controller":"inbox","animated":false}"#,
            // push: message (at 0.1)
            #"{"event":"willMoveToParent","controller":"message","parent":"nav"}"#,
            #"{"event":"loadView","controller":"message"}"#,
            #"{"event":"viewDidLoad","controller":"message"}"#,
            #"{"event":"viewWillDisappear","controller":"inbox","animated":true}"#,
            #"{"event":"viewWillAppear","controller":"message","animated":true}"#,
            #"{"event":"viewDidDisappear","controller":"inbox","animated":true}"#,
            #"{"event":"viewDidAppear","controller":"message","animated":true}"#,
            #"{"event":"didMoveToParent","controller":"message","parent":"nav"}"#,
            // pop: nav (at 1)
            #"{"event":"willMoveToParent","controller":"message"}"#,
            #"{"event":"viewWillDisappear","controller":"message","animated":true}"#,
            #"{"event":"viewWillAppear","controller":"inbox","animated":true}"#,
            #"{"event":"viewDidDisappear","controller":"message","animated":true}"#,
            #"{"event":"viewDidAppear","controller":"inbox","animated":true}"#,
            #"{"event":"didMoveToParent","controller":"message"}"#,
        ])
        // Views of controllers are traced by their ids too.
        #expect(trace.contains { $0.contains(#""view":"messageCard""#) })

        // 0.1 s into the pop: the popped view slides right, the uncovered one comes back
        // from 30 % of that travel to the left; the bar (in window coordinates, its
        // background up behind the status bar) holds both items' content, cross-fading.
        // The 20-point bold label is SF's 23.87 pt line rounded up to 24 at 1x.
        let dump = try String(contentsOfFile: folder.path + "/Output/navigation/at-1.100.layout.json", encoding: .utf8)
        #expect(dump == """
            {
              "time": 1.1,
              "frameIndex": 40,
              "views": [
                {"class": "LayoutContainerView", "frame": [0, 0, 375, 667], "subviews": [
                  {"class": "NavigationTransitionView", "frame": [0, 0, 375, 667], "subviews": [
                    {"class": "View", "frame": [-50.98482, 0, 375, 667], "subviews": [
                      {"class": "Label", "id": "inboxText", "frame": [-34.98482, 80, 199, 24]}
                    ]},
                    {"class": "View", "frame": [204.291896, 0, 375, 667], "subviews": [
                      {"class": "View", "id": "messageCard", "frame": [220.291896, 80, 343, 120]}
                    ]}
                  ]},
                  {"class": "NavigationBar", "frame": [0, 20, 375, 44], "subviews": [
                    {"class": "NavigationBarBackground", "frame": [0, 0, 375, 65]},
                    {"class": "NavigationBarContentView", "frame": [0, 20, 375, 44]},
                    {"class": "NavigationBarContentView", "frame": [0, 20, 375, 44]}
                  ]}
                ]}
              ]
            }

            """)
    }

    @Test func aControllerProblemIsBadInput() throws {
        let folder = try RenderCommandTests.Folder(scenes: [])
        try folder.write("size: [10, 10]\ncontroller: {id: home}\nevents: [{at: 0, pop: home}]\n", to: "scenes/bad.yaml")
        let outcome = try folder.easel("render", "scenes/bad.yaml")
        #expect(outcome.status == 2)
        #expect(outcome.errors == """
            scenes/bad.yaml:3:23: events[0].pop: expected the id of a NavigationController, found "home", a ViewController

            """)
        #expect(folder.files(in: "Output").isEmpty)
    }
}
