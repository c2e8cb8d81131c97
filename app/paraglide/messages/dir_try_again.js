/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Try_AgainInputs */

const en_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a few moments.`)
};

const de_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es gleich noch einmal.`)
};

const fr_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer dans quelques instants.`)
};

const es_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a intentarlo en unos momentos.`)
};

const pt_br2_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tente novamente em alguns instantes.`)
};

const ja_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`しばらくしてからもう一度お試しください。`)
};

const ko_dir_try_again = /** @type {(inputs: Dir_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please try again in a few moments." |
*
* @param {Dir_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_try_again = /** @type {((inputs?: Dir_Try_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Try_AgainInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_try_again(inputs)
	if (locale === "fr") return fr_dir_try_again(inputs)
	if (locale === "es") return es_dir_try_again(inputs)
	if (locale === "pt-BR") return pt_br2_dir_try_again(inputs)
	if (locale === "ja") return ja_dir_try_again(inputs)
	if (locale === "ko") return ko_dir_try_again(inputs)
	return en_dir_try_again(inputs)
});