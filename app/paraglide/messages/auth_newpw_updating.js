/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_UpdatingInputs */

const en_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const de_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geändert...`)
};

const fr_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour...`)
};

const es_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando...`)
};

const pt_br2_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando...`)
};

const ja_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新中...`)
};

const ko_auth_newpw_updating = /** @type {(inputs: Auth_Newpw_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 중...`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Auth_Newpw_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_updating = /** @type {((inputs?: Auth_Newpw_UpdatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_UpdatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_updating(inputs)
	if (locale === "fr") return fr_auth_newpw_updating(inputs)
	if (locale === "es") return es_auth_newpw_updating(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_updating(inputs)
	if (locale === "ja") return ja_auth_newpw_updating(inputs)
	if (locale === "ko") return ko_auth_newpw_updating(inputs)
	return en_auth_newpw_updating(inputs)
});