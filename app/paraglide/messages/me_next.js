/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_NextInputs */

const en_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next:`)
};

const de_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächstes:`)
};

const fr_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochain :`)
};

const es_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo:`)
};

const pt_br2_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo:`)
};

const ja_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次回:`)
};

const ko_me_next = /** @type {(inputs: Me_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음:`)
};

/**
* | output |
* | --- |
* | "Next:" |
*
* @param {Me_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_next = /** @type {((inputs?: Me_NextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_NextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_next(inputs)
	if (locale === "fr") return fr_me_next(inputs)
	if (locale === "es") return es_me_next(inputs)
	if (locale === "pt-BR") return pt_br2_me_next(inputs)
	if (locale === "ja") return ja_me_next(inputs)
	if (locale === "ko") return ko_me_next(inputs)
	return en_me_next(inputs)
});