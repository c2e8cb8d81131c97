/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Collect_P4Inputs */

const en_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical data: server logs with the requested page, time and IP address, kept for security for up to 30 days. We use only cookies needed to keep you signed in.`)
};

const de_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technische Daten: Serverprotokolle mit aufgerufener Seite, Uhrzeit und IP-Adresse, die aus Sicherheitsgründen bis zu 30 Tage aufbewahrt werden. Wir verwenden nur Cookies, die nötig sind, damit du angemeldet bleibst.`)
};

const fr_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données techniques : journaux du serveur contenant la page demandée, l’heure et l’adresse IP, conservés pour la sécurité pendant 30 jours au maximum. Nous n’utilisons que les cookies nécessaires pour vous garder connecté.`)
};

const es_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos técnicos: registros del servidor con la página solicitada, la hora y la dirección IP, que se conservan por seguridad hasta 30 días. Solo usamos las cookies necesarias para mantener tu sesión iniciada.`)
};

const pt_br2_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados técnicos: registros do servidor com a página solicitada, o horário e o endereço IP, mantidos por segurança por até 30 dias. Usamos apenas os cookies necessários para manter você conectado.`)
};

const ja_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技術データ：アクセスされたページ、日時、IP アドレスを含むサーバーログ。セキュリティのため最大30日間保存します。Cookie はログイン状態の維持に必要なものだけを使用します。`)
};

const ko_prv_collect_p4 = /** @type {(inputs: Prv_Collect_P4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기술 데이터: 요청한 페이지, 시간, IP 주소가 담긴 서버 로그로, 보안을 위해 최대 30일간 보관합니다. 로그인 상태 유지에 필요한 쿠키만 사용합니다.`)
};

/**
* | output |
* | --- |
* | "Technical data: server logs with the requested page, time and IP address, kept for security for up to 30 days. We use only cookies needed to keep you signed in." |
*
* @param {Prv_Collect_P4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p4 = /** @type {((inputs?: Prv_Collect_P4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Collect_P4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_collect_p4(inputs)
	if (locale === "fr") return fr_prv_collect_p4(inputs)
	if (locale === "es") return es_prv_collect_p4(inputs)
	if (locale === "pt-BR") return pt_br2_prv_collect_p4(inputs)
	if (locale === "ja") return ja_prv_collect_p4(inputs)
	if (locale === "ko") return ko_prv_collect_p4(inputs)
	return en_prv_collect_p4(inputs)
});