/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Err_Setup_LimitInputs */

const en_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent 3 setup requests for this center today. Please try again tomorrow.`)
};

const de_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast heute schon 3 Einrichtungsanfragen für dieses Center gesendet. Bitte versuche es morgen wieder.`)
};

const fr_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà envoyé 3 demandes de configuration pour ce centre aujourd'hui. Réessayez demain.`)
};

const es_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy ya has enviado 3 solicitudes de configuración para este centro. Inténtalo de nuevo mañana.`)
};

const pt_br2_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já enviou 3 pedidos de configuração para este centro hoje. Tente novamente amanhã.`)
};

const ja_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本日はこのセンターのセットアップ依頼をすでに3回送信しています。明日もう一度お試しください。`)
};

const ko_own_err_setup_limit = /** @type {(inputs: Own_Err_Setup_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`오늘 이 센터에 대한 설정 요청을 이미 3번 보냈습니다. 내일 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "You have sent 3 setup requests for this center today. Please try again tomorrow." |
*
* @param {Own_Err_Setup_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_setup_limit = /** @type {((inputs?: Own_Err_Setup_LimitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Err_Setup_LimitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_err_setup_limit(inputs)
	if (locale === "fr") return fr_own_err_setup_limit(inputs)
	if (locale === "es") return es_own_err_setup_limit(inputs)
	if (locale === "pt-BR") return pt_br2_own_err_setup_limit(inputs)
	if (locale === "ja") return ja_own_err_setup_limit(inputs)
	if (locale === "ko") return ko_own_err_setup_limit(inputs)
	return en_own_err_setup_limit(inputs)
});