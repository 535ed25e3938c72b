// What `import BarSkin` brings: the shared core, the trace and the art are modules
// of their own (so a clean build compiles them side by side), one library to the user.
@_exported import BarSkinCore
@_exported import BarSkinTrace
@_exported import BarSkinArt
