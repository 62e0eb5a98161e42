int main( { op_par_loop(
