/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_AdministratorInputs */

const en_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

const de_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

const fr_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
};

const es_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador`)
};

const pt_br2_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador`)
};

const ja_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者`)
};

const ko_dash_administrator = /** @type {(inputs: Dash_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`관리자`)
};

/**
* | output |
* | --- |
* | "Administrator" |
*
* @param {Dash_AdministratorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_administrator = /** @type {((inputs?: Dash_AdministratorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_AdministratorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_administrator(inputs)
	if (locale === "fr") return fr_dash_administrator(inputs)
	if (locale === "es") return es_dash_administrator(inputs)
	if (locale === "pt-BR") return pt_br2_dash_administrator(inputs)
	if (locale === "ja") return ja_dash_administrator(inputs)
	if (locale === "ko") return ko_dash_administrator(inputs)
	return en_dash_administrator(inputs)
});