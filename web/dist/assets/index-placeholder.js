document.getElementById("root").textContent="voiceagent";
