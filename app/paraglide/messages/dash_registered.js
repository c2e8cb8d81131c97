/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Dash_RegisteredInputs */

const en_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registered ${i?.date}`)
};

const de_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingetragen am ${i?.date}`)
};

const fr_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistré le ${i?.date}`)
};

const es_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registrado el ${i?.date}`)
};

const pt_br2_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cadastrado em ${i?.date}`)
};

const ja_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 登録`)
};

const ko_dash_registered = /** @type {(inputs: Dash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 등록`)
};

/**
* | output |
* | --- |
* | "Registered {date}" |
*
* @param {Dash_RegisteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_registered = /** @type {((inputs: Dash_RegisteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_RegisteredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_registered(inputs)
	if (locale === "fr") return fr_dash_registered(inputs)
	if (locale === "es") return es_dash_registered(inputs)
	if (locale === "pt-BR") return pt_br2_dash_registered(inputs)
	if (locale === "ja") return ja_dash_registered(inputs)
	if (locale === "ko") return ko_dash_registered(inputs)
	return en_dash_registered(inputs)
});