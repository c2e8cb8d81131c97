/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_TitleInputs */

const en_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network insights`)
};

const de_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netzwerk-Statistiken`)
};

const fr_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques du réseau`)
};

const es_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas de la red`)
};

const pt_br2_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas da rede`)
};

const ja_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークのインサイト`)
};

const ko_ain_title = /** @type {(inputs: Ain_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크 인사이트`)
};

/**
* | output |
* | --- |
* | "Network insights" |
*
* @param {Ain_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_title = /** @type {((inputs?: Ain_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_title(inputs)
	if (locale === "fr") return fr_ain_title(inputs)
	if (locale === "es") return es_ain_title(inputs)
	if (locale === "pt-BR") return pt_br2_ain_title(inputs)
	if (locale === "ja") return ja_ain_title(inputs)
	if (locale === "ko") return ko_ain_title(inputs)
	return en_ain_title(inputs)
});