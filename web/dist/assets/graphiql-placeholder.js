document.getElementById("graphiql").textContent="GraphiQL";
