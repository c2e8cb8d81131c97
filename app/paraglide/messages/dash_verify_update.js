/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Verify_UpdateInputs */

const en_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify & Update Email`)
};

const de_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen & E-Mail ändern`)
};

const fr_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier et modifier l'e-mail`)
};

const es_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar y actualizar correo`)
};

const pt_br2_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar e atualizar e-mail`)
};

const ja_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認してメールを更新`)
};

const ko_dash_verify_update = /** @type {(inputs: Dash_Verify_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 후 이메일 변경`)
};

/**
* | output |
* | --- |
* | "Verify & Update Email" |
*
* @param {Dash_Verify_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_verify_update = /** @type {((inputs?: Dash_Verify_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Verify_UpdateInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_verify_update(inputs)
	if (locale === "fr") return fr_dash_verify_update(inputs)
	if (locale === "es") return es_dash_verify_update(inputs)
	if (locale === "pt-BR") return pt_br2_dash_verify_update(inputs)
	if (locale === "ja") return ja_dash_verify_update(inputs)
	if (locale === "ko") return ko_dash_verify_update(inputs)
	return en_dash_verify_update(inputs)
});