/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Who_P1Inputs */

const en_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network is a directory and membership service for LAN centers, gaming venues and LAN parties. This policy explains what personal data we handle and why.`)
};

const de_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network ist ein Verzeichnis- und Mitgliedschaftsdienst für LAN-Center, Gaming-Locations und LAN-Partys. Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten und warum.`)
};

const fr_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network est un annuaire et un service d’adhésion pour les LAN centers, les lieux de jeu et les LAN parties. Cette politique explique quelles données personnelles nous traitons et pourquoi.`)
};

const es_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network es un directorio y servicio de membresía para LAN centers, locales de videojuegos y LAN parties. Esta política explica qué datos personales tratamos y por qué.`)
};

const pt_br2_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A LAN Center Network é um diretório e serviço de assinatura para LAN centers, espaços de games e LAN parties. Esta política explica quais dados pessoais tratamos e por quê.`)
};

const ja_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network は、LAN センター、ゲーミング施設、LAN パーティーのためのディレクトリ兼メンバーシップサービスです。このポリシーでは、私たちが扱う個人データとその理由を説明します。`)
};

const ko_prv_who_p1 = /** @type {(inputs: Prv_Who_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network는 LAN 센터, 게이밍 매장, LAN 파티를 위한 디렉터리 및 멤버십 서비스입니다. 이 방침은 저희가 어떤 개인 데이터를 왜 처리하는지 설명합니다.`)
};

/**
* | output |
* | --- |
* | "LAN Center Network is a directory and membership service for LAN centers, gaming venues and LAN parties. This policy explains what personal data we handle an..." |
*
* @param {Prv_Who_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_who_p1 = /** @type {((inputs?: Prv_Who_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Who_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_who_p1(inputs)
	if (locale === "fr") return fr_prv_who_p1(inputs)
	if (locale === "es") return es_prv_who_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_who_p1(inputs)
	if (locale === "ja") return ja_prv_who_p1(inputs)
	if (locale === "ko") return ko_prv_who_p1(inputs)
	return en_prv_who_p1(inputs)
});