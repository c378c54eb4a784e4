import ArgumentParser

/// The names and help of `easel render` and `easel validate`, which run in the
/// `easel-render` executable (it links cairo and Pango; `easel` itself does not, so
/// that `easel compare` starts fast): `easel` lists them with the same words as the
/// commands themselves.
public enum SceneCommandHelp {
    /// `easel render`'s name and help.
    public static let render = CommandConfiguration(
        commandName: "render",
        abstract: "Render scene files (YAML or JSON) to PNG frames.",
        discussion: """
        A folder renders every scene in it (sorted, .yaml, .yml and .json), --jobs at a \
        time. Frames go to <output>/<scene name>/ (two scenes of one name are refused \
        before any renders): last.png, frame-000001.png … or \
        at-0.250.png, as the scene's capture (or --capture) says. --accessibility adds \
        <frame>.accessibility.png beside each frame (its accessibility elements numbered in \
        VoiceOver's order, with a legend of what VoiceOver says); --apng adds \
        animation.apng, the captured frames as one animated PNG. Nothing partial is ever \
        left behind: every file is written whole and renamed into place.

        --appearance, --content-size and --layout-direction replace the scene's traits. \
        Given a comma-separated list, or with --matrix (light and dark at the large, \
        extraExtraExtraLarge and accessibilityExtraExtraExtraLarge text sizes), every \
        combination renders into <output>/<scene name>/<values joined by ->/, such as \
        dark-accessibilityExtraExtraExtraLarge/. An unknown value is bad input.

        EXIT STATUS
          0  every scene rendered
          1  a scene could not be rendered or written (a disk error)
          2  bad input: a scene with problems (each printed as file:line:column: key path: \
        message), a bad option, a missing file

        EXAMPLES
          easel render Fixtures/Scenes/showcase.yaml
          easel render Fixtures/Scenes --jobs 2 -o Output/gallery
          easel render home.yaml --device "iPhone 15 Pro" --capture every --layout-dump
          easel render home.yaml --capture 0.25,0.5 --trace Output/home.jsonl
          easel render home.yaml --capture every --apng --accessibility
          easel render Fixtures/Scenes --shard 2/4
          easel render home.yaml --appearance dark --content-size accessibilityLarge
          easel render home.yaml --appearance light,dark --content-size large,extraExtraExtraLarge
          easel render Fixtures/Scenes/showcase.yaml --matrix
          easel render long.yaml --capture every --limit frames=50000 --limit duration=1200
        """
    )

    /// `easel validate`'s name and help.
    public static let validate = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files without rendering them.",
        discussion: """
        Each problem is printed as file:line:column: key path: message; every problem \
        of every scene is reported, not only the first.

        EXIT STATUS
          0  every scene is valid
          2  a scene has problems, or a file is missing

        EXAMPLES
          easel validate Fixtures/Scenes/showcase.yaml
          easel validate Fixtures/Scenes
        """
    )

    /// The root command's name, abstract and examples, the same in both executables.
    public static func root(subcommands: [any ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "easel",
            abstract: "Render UIKit-style views headlessly, and compare the images in CI.",
            discussion: """
            EXAMPLES
              easel render Fixtures/Scenes/showcase.yaml
              easel validate Fixtures/Scenes
              easel compare baseline/ current/ --report Output/report
              easel compare home.png Output/home.png --max-diff-pixels 50
              easel report .build/easel-snapshot-report
              easel snapshots accept .build/easel-snapshot-report --test rendersTitle
              easel help compare
            """,
            version: "easel \(EaselVersion.current)",
            subcommands: subcommands
        )
    }
}
