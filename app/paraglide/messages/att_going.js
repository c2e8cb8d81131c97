/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_GoingInputs */

const en_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

const de_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommt`)
};

const fr_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participe`)
};

const es_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistirá`)
};

const pt_br2_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai`)
};

const ja_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加`)
};

const ko_att_going = /** @type {(inputs: Att_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석`)
};

/**
* | output |
* | --- |
* | "Going" |
*
* @param {Att_GoingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_going = /** @type {((inputs?: Att_GoingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_GoingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_going(inputs)
	if (locale === "fr") return fr_att_going(inputs)
	if (locale === "es") return es_att_going(inputs)
	if (locale === "pt-BR") return pt_br2_att_going(inputs)
	if (locale === "ja") return ja_att_going(inputs)
	if (locale === "ko") return ko_att_going(inputs)
	return en_att_going(inputs)
});