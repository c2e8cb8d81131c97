/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Code_HintInputs */

const en_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code. The code expires in 1 hour.`)
};

const de_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code ein. Der Code läuft nach 1 Stunde ab.`)
};

const fr_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres. Le code expire dans 1 heure.`)
};

const es_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos. El código caduca en 1 hora.`)
};

const pt_br2_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de 6 dígitos. O código expira em 1 hora.`)
};

const ja_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6桁のコードを入力してください。コードの有効期限は1時間です。`)
};

const ko_dash_code_hint = /** @type {(inputs: Dash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6자리 코드를 입력하세요. 코드는 1시간 후 만료됩니다.`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code. The code expires in 1 hour." |
*
* @param {Dash_Code_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_code_hint = /** @type {((inputs?: Dash_Code_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Code_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_code_hint(inputs)
	if (locale === "fr") return fr_dash_code_hint(inputs)
	if (locale === "es") return es_dash_code_hint(inputs)
	if (locale === "pt-BR") return pt_br2_dash_code_hint(inputs)
	if (locale === "ja") return ja_dash_code_hint(inputs)
	if (locale === "ko") return ko_dash_code_hint(inputs)
	return en_dash_code_hint(inputs)
});