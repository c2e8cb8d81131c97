/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_MetaInputs */

const en_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gizmo partnership with LAN Center Network: a licensed PC café game library and network membership for centers in the Gizmo partner program.`)
};

const de_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gizmo-Partnerschaft mit LAN Center Network: eine lizenzierte PC-Café-Spielebibliothek und Mitgliedschaft im Netzwerk für Center im Gizmo-Partnerprogramm.`)
};

const fr_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le partenariat Gizmo avec LAN Center Network : une ludothèque PC café sous licence et l’adhésion au réseau pour les centres du programme partenaire Gizmo.`)
};

const es_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La alianza de Gizmo con LAN Center Network: una biblioteca de juegos con licencia para PC cafés y membresía en la red para los centros del programa de socios de Gizmo.`)
};

const pt_br2_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A parceria da Gizmo com a LAN Center Network: uma biblioteca de jogos licenciada para PC cafés e participação na rede para centros do programa de parceiros Gizmo.`)
};

const ja_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GizmoとLAN Center Networkのパートナーシップ：Gizmoパートナープログラムのセンター向けに、ライセンス済みPCカフェ向けゲームライブラリとネットワーク会員資格を提供します。`)
};

const ko_landing_gizmo_meta = /** @type {(inputs: Landing_Gizmo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmo와 LAN Center Network의 파트너십: Gizmo 파트너 프로그램 센터를 위한 라이선스 PC방 게임 라이브러리와 네트워크 멤버십.`)
};

/**
* | output |
* | --- |
* | "The Gizmo partnership with LAN Center Network: a licensed PC café game library and network membership for centers in the Gizmo partner program." |
*
* @param {Landing_Gizmo_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_meta = /** @type {((inputs?: Landing_Gizmo_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_meta(inputs)
	if (locale === "fr") return fr_landing_gizmo_meta(inputs)
	if (locale === "es") return es_landing_gizmo_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_meta(inputs)
	if (locale === "ja") return ja_landing_gizmo_meta(inputs)
	if (locale === "ko") return ko_landing_gizmo_meta(inputs)
	return en_landing_gizmo_meta(inputs)
});